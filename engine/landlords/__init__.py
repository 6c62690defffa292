"""Landlord's Game: a pure-Python rules engine for Elizabeth Magie's board games."""

__version__ = "0.1.0"
