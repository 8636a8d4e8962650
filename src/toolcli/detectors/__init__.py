"""Text analysis of the strings a model reads, standard library only: it knows
nothing of rules, which decide where a string comes from and what to report."""
