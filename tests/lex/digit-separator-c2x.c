// ARGS: -std=c2x
// In C2x mode gcc 12 accepts ' as a digit separator: one pp-number.
x = 1'000 + 0x1'ff'ff;
