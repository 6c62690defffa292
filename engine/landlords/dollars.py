"""How a sum of money is written: below every module that writes one (the editions' own words
among them), so that any of them may import it."""

from __future__ import annotations


def dollars(amount: int) -> str:
    """The one way to write a sum, in the log, the page and the board: "$1,200", "-$110"."""
    return f"-${-amount:,}" if amount < 0 else f"${amount:,}"
