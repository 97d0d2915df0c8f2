unsigned int __nocast first_flags;	/* just after a byte order mark */
unsigned int __nocast second_flags;
