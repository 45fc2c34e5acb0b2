"""Emitted by `python -m generators`; do not edit."""
