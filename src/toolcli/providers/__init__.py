"""The provider targets: what each accepts in a tool declaration, each fact
with its value, date and source (facts.py), and the places a target's facts
reject in one schema (checks.py)."""
