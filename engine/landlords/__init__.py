"""Landlord's Game: a pure-Python rules engine for Elizabeth Magie's board games.

Importing the package registers every edition (``landlords.editions``), so whichever module is
imported first -- ``landlords.options`` alone, the engine, the page's -- finds them all.
"""

from . import editions

__all__ = ["editions"]
__version__ = "0.1.0"
