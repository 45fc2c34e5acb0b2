"""Errors that reach the user: each one says what was wrong and where."""

from __future__ import annotations


class DmlconfError(Exception):
    """Base class; str() is a complete, one-line message for the user."""


class SpecError(DmlconfError):
    """A spec file is malformed: the message starts with file:line:column."""


class CaseFileError(DmlconfError):
    """A case file cannot be read or does not describe a runnable case."""


class DataError(DmlconfError):
    """Tensor data does not fit its desc (count, type, range, strides)."""


class OutOfScopeError(DmlconfError):
    """A desc the docs allow but the spec does not transcribe yet (its ``scope``)."""


class DocPageError(DmlconfError):
    """A doc page cannot be read (missing, not text): the message starts with the file."""
