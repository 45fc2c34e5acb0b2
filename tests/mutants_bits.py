"""Mutants of the operators judged bit for bit (``semantics.comparison: bits``: the outputs are
input elements moved): a runtime that moves FLOAT16/FLOAT32/FLOAT64 elements through arithmetic or
a canonicalizing copy loses NaN payloads, quiets signalling NaNs or drops the sign of -0.0, and
every value still compares equal. The exact comparison (NaN equals NaN, -0.0 equals +0.0) passes
them; these two mutants keep the bits comparison and the draws that plant such patterns honest.

Imported by ``tests/mutants.py``, which registers its mutants in ``mutants.MUTANTS``.
"""

from __future__ import annotations

import numpy as np

from conformance.backends.reference import ReferenceBackend
from conformance.spec import load_specs

from mutants import mutant

# every kind whose operators are judged bit for bit (read from the specs: a new one joins here)
MOVED = frozenset(op.semantics["reference"] for op in load_specs().operators.values()
                  if op.semantics["comparison"] == "bits")
# a run against either covers two families' modules: the bug sits after the reference, in the
# step every one of these kinds shares, so one gather and one layout family stand for all
SAMPLE = frozenset({"gather", "tile"})


def _moved(self, op, desc, tensors, x, change):
    if op.semantics["comparison"] != "bits":
        return None
    out = ReferenceBackend.compute(self, op, desc, tensors, x)
    return {n: change(a) if a.dtype.kind == "f" else a for n, a in out.items()}


@mutant("moved-nans-canonicalized",
        "every NaN an operator moves comes out as the type's one quiet NaN (the payload, the sign and "
        "the signalling bit lost: FLOAT16 copied through FLOAT32 arithmetic, a canonicalizing store)",
        reaches=MOVED, sample=SAMPLE)
def _nans_canonicalized(self, op, desc, tensors, x):
    return _moved(self, op, desc, tensors, x, lambda a: np.where(np.isnan(a), a.dtype.type(np.nan), a))


@mutant("moved-negative-zeros-lost",
        "every -0.0 an operator moves comes out as +0.0 (the elements copied as x + 0.0)",
        reaches=MOVED, sample=SAMPLE)
def _negative_zeros_lost(self, op, desc, tensors, x):
    return _moved(self, op, desc, tensors, x, lambda a: np.where(a == 0, a.dtype.type(0), a))
