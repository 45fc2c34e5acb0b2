"""What a lowered plan says of itself, so that a peer adapter needs no list of the plan classes:
the adapter method that computes it (``method``), its name in "dmlconf has no ... adapter"
(``what``), its words in results and reasons (``describe``), which of the desc's tensors go in
and come out of that method (``run``), what no peer form expresses (``unexpressed``), and its
fused activation (``fused_plan``).

The protocol lives with the kinds because each kind module owns its lowering (``Kind.lower``) and
its plan; element_wise_plan.py has the element-wise plan, which every other plan's fused
activation is. Where the harness adds steps around a library's call, a plan's ``run`` asks the
backend for them by name (``run_convolution``, ``run_batch_norm``): that code is the adapters'.
"""

from __future__ import annotations

from typing import ClassVar

import numpy as np


class Plan:
    """The protocol every plan dataclass follows: what FrameworkBackend asks of any plan."""

    method: ClassVar[str]  # the FrameworkBackend method that computes the plan
    what: ClassVar[str]  # "dmlconf has no <what> adapter for <backend>"

    def describe(self) -> str:
        """The plan in words, as results and reasons name it ("2-D max pooling on FLOAT16")."""
        raise NotImplementedError(f"{type(self).__name__} does not describe itself")

    def run(self, backend, inputs: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
        """The desc's outputs by name, from ``backend``'s method: here the common form, InputTensor
        in and OutputTensor out."""
        return {"OutputTensor": getattr(backend, self.method)(self, inputs["InputTensor"])}

    def unexpressed(self, backend, case) -> str:
        """Why no peer runs this plan exactly, whatever its library ("" when it can): a field
        that no peer form takes."""
        return ""

    def fused_plan(self):
        """The fused activation the adapters apply to the stored result, as that result's
        element-wise plan (None without one)."""
        return None
