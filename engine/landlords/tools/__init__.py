"""The command-line tools: one layer above the rules and the bots, which it only calls.

``python -m landlords simulate|tournament|bench`` (``cli``) plays seeded bot games (``simulate``),
rotates bots round the table for win rates (``tournament``) and measures speed (``bench``). Nothing
in the rules or the bots imports from here.
"""
