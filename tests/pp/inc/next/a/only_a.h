only_a
