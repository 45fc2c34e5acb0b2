"""Spec -> cases -> readable pytest modules in ``conformance/generated/``."""
