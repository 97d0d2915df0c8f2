/* the other header of incl-note-once.c: a static function NOTE_OTHER */
static void NOTE_OTHER(gfp_t g, unsigned int n)
{
	n = g;
}
