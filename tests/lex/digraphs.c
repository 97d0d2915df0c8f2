// Digraphs are spelled as written; <:: is <: followed by : in C.
<: :> <% %> %: %:%:
<:: %:% %:%
a<:1:> <%x%>
