"""Doc pages: DirectML's pages (three forms) read into one page model, draft specs from them, and
the drift between the specs and the pages. It may use only ``conformance.errors`` and ``conformance.spec``."""
