from_I
