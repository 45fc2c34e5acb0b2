"""The numpy reference backend: exact DirectML semantics, strided buffers included.

It validates each desc against the spec at its feature level (and rejects what is
invalid, as DirectML's CreateOperator does), reads inputs through their Strides, runs
the reference computation of the spec's kind (``semantics.reference``: conformance/kinds/),
and writes only the logical elements of each output through its Strides.
"""

from __future__ import annotations

import platform

import numpy as np

from ..cases.tensor import read_elements, write_elements
from ..kinds import kind_of
from ..spec.limits import check_case_bytes
from ..spec.validator import validator_for
from .base import Backend, Prepared, Probe, Rejection


def enum_name(specs, enum: str, value):
    """Enum fields may hold the name or the numeric value; the reference wants the name."""
    if isinstance(value, int):
        return next(n for n, v in specs.enums[enum].items() if v == value)
    return value


class ReferenceBackend(Backend):
    name = "reference"
    layout = "buffer"

    def probe(self) -> Probe:
        return Probe(True, "", f"cpu ({platform.machine()})", {"numpy": np.__version__},
                     self.feature_level.name)

    def run(self, prepared: Prepared):
        op, desc = prepared.op, dict(prepared.case.desc)
        report = validator_for(self.specs).validate(op, desc, self.feature_level)
        if not self.accepts(report):
            return Rejection("; ".join(str(v) for v in report.violations))
        if not prepared.tensors:  # an invalid-desc case: the harness asks only for acceptance
            return {}
        # before computing anything: what the reference itself allocates must fit the limit
        check_case_bytes(kind_of(op).working_bytes(op, desc, prepared.tensors))
        for f in op.fields.values():
            if f.kind == "enum" and f.name in desc:
                desc[f.name] = enum_name(self.specs, f.enum, desc[f.name])
        x = {n: self.read_input(buf, prepared.tensors[n]) for n, buf in prepared.inputs.items()}
        outputs = self.compute(op, desc, prepared.tensors, x)
        for name, value in outputs.items():
            self.write_output(prepared.outputs[name], prepared.tensors[name], value)
        return {name: prepared.outputs[name] for name in outputs}

    # The steps of ``run``, one method each (the mutation tests break them one at a time).

    def accepts(self, report) -> bool:
        return report.valid

    def read_input(self, buffer: np.ndarray, desc) -> np.ndarray:
        view = read_elements(buffer, desc)  # no copy: inputs of the large profile take gigabytes
        view.flags.writeable = False
        return view

    def compute(self, op, desc: dict, tensors: dict, x: dict) -> dict[str, np.ndarray]:
        return kind_of(op).compute(self.specs, op, desc, tensors, x)

    def write_output(self, buffer: np.ndarray, desc, value: np.ndarray) -> None:
        write_elements(buffer, desc, value)
