// Argument collection: nested parentheses protect commas, brackets and
// braces do not; arguments may span lines; leading/trailing space trimmed.
#define two(a, b) <a|b>
#define one(a) <a>
two((1, 2), 3);
two([1, 2]);
two({1, 2});
one((a, (b, c), d));
one(f(1, 2));
two(  x  ,  y  );
two(
  line1,
  line2
);
one(()) one((,)) one(((())));
#define three(a,b,c) a-b-c
three(two(1,2),(3),one(4));
