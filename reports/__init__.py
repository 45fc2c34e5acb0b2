"""Results -> a self-contained HTML conformance report."""
