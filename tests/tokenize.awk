# tokenize.awk -- split preprocessed C into one pp-token per line (used by
# run.sh to recognise spacing-only differences; comments are not expected).
BEGIN {
	np = split("%:%: ... <<= >>= -> ++ -- << >> <= >= == != && || *= /= %= += -= &= ^= |= ## <: :> <% %> %:", P, " ")
}
function isid(c) { return c ~ /^[A-Za-z0-9_$]$/ || c > "\177" }
{
	s = $0
	n = length(s); i = 1
	while (i <= n) {
		c = substr(s, i, 1)
		if (c == " " || c == "\t" || c == "\r" || c == "\f" || c == "\v") { i++; continue }
		rest = substr(s, i)
		if (match(rest, /^(u8|[uUL])?["']/)) {
			q = substr(rest, RLENGTH, 1); j = RLENGTH + 1
			while (j <= length(rest)) {
				d = substr(rest, j, 1)
				if (d == "\\") { j += 2; continue }
				if (d == q) break
				j++
			}
			print substr(rest, 1, j); i += j; continue
		}
		if (match(rest, /^\.?[0-9]/)) {
			j = RLENGTH + 1
			while (j <= length(rest)) {
				d = substr(rest, j, 1)
				if (d ~ /[eEpP]/ && substr(rest, j + 1, 1) ~ /[-+]/) { j += 2; continue }
				if (d ~ /[0-9A-Za-z_.$]/ || d > "\177") { j++; continue }
				break
			}
			print substr(rest, 1, j - 1); i += j - 1; continue
		}
		if (isid(c)) {
			j = 2
			while (j <= length(rest) && isid(substr(rest, j, 1))) j++
			print substr(rest, 1, j - 1); i += j - 1; continue
		}
		for (k = 1; k <= np; k++)
			if (substr(rest, 1, length(P[k])) == P[k]) break
		if (k <= np) { print P[k]; i += length(P[k]) } else { print c; i++ }
	}
}
