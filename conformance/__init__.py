"""dmlconf: a conformance suite and spec-driven validator for DirectML operators."""

__version__ = "0.1.0"
