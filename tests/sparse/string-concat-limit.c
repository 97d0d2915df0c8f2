// sparse keeps a string literal, its adjacent pieces concatenated, in a
// buffer of 8191 characters; a longer one is reported at the token after
// its last piece (6.1's drivers/scsi/constants.c: its sense-code table).
// An escape counts as the one character it makes.
#define S10 "0123456789"
#define S100 S10 S10 S10 S10 S10 S10 S10 S10 S10 S10
#define S1000 S100 S100 S100 S100 S100 S100 S100 S100 S100 S100
static const char *long_text =
	S1000 S1000 S1000 S1000 S1000 S1000 S1000 S1000
	S100 "\x41\101" S100
	;
static const char *just_fits =
	S1000 S1000 S1000 S1000 S1000 S1000 S1000 S1000
	S100 S10 S10 S10 S10 S10 S10 S10 S10 S10 "0"
	;
const char *get(int i);
const char *get(int i) { return i ? long_text : just_fits; }
