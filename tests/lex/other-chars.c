// Characters that are not part of any token kind are "other" tokens.
@ ` \ a@b
