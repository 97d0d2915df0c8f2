// pp-numbers: digits, letters, _, $, ., and e+ e- E+ E- p+ p- P+ P- pairs.
0x1p-3 1e+5 1.2.3 0b101 .5e-x 1.e+ 0xe+1 08 1_000 1..2 12ULL 1.0f
0x.p1 1e 1e+ 1E+2+3 1+2 .1. 1_a.b$c 0x1P+ 1p-3 0xE-1 1ee+ 42
..5 .. 1.2e+3.4
