"""Typed errors: every refusal says why, and leaves the game untouched."""

from __future__ import annotations


class LandlordsError(Exception):
    """Base class of all errors raised by the engine."""


class IllegalActionError(LandlordsError):
    """The action is not one the rules allow now; the message says why."""


class SaveError(LandlordsError):
    """A save or share link cannot be read: corrupt, tampered, or from an unknown version."""


class OptionsError(LandlordsError):
    """The game options are inconsistent or out of range."""
