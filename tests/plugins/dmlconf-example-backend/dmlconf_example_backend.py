"""An example dmlconf backend plugin: runs ARGMAX on dmlconf's numpy reference and declares every
other operator unsupported, with the reason.

A backend answers three questions (conformance/backends/base.py): ``probe`` (is it available
here, on what device, which versions, which feature level it claims), ``supports`` (can it
express this case; UNSUPPORTED is a result, not a failure) and ``run`` (the outputs, or a
``Rejection`` when it refuses the desc). A real backend would call its library in ``run``.
"""

from __future__ import annotations

from conformance.backends.base import Backend, Probe, Support
from conformance.backends.reference import ReferenceBackend

__version__ = "0.1.0"


class ExampleBackend(Backend):
    name = "example"  # the entry point's name (pyproject.toml)
    layout = "buffer"  # takes strided buffers, as the reference does; "logical" for packed arrays
    OPERATORS = ("DML_ARGMAX_OPERATOR_DESC",)

    def __init__(self, specs, option, feature_level):
        super().__init__(specs, option, feature_level)
        self.inner = ReferenceBackend(specs, option, feature_level)

    def probe(self) -> Probe:
        inner = self.inner.probe()
        return Probe(True, "", f"{inner.device}, the dmlconf reference",
                     {"dmlconf-example-backend": __version__, **inner.versions}, self.feature_level.name)

    def supports(self, case, op) -> Support:
        if op.operator not in self.OPERATORS:
            return Support.no(f"the example backend runs ARGMAX only, not {op.type.removeprefix('DML_OPERATOR_')}")
        return Support.yes()

    def run(self, prepared):
        return self.inner.run(prepared)
