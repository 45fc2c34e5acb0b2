"""Doc pages: DirectML's pages (three forms) read into one page model, draft specs from them, and
the drift between the specs and the pages. It may use only ``conformance.errors``, ``conformance.spec``
and ``conformance.elementwise`` (the names of the element-wise functions a draft's semantics name)."""
