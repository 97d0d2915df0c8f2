/* front.h - the front end's state for a unit, handed back in one place. */
#ifndef CG_FRONT_H
#define CG_FRONT_H

void front_finish(void);

#endif
