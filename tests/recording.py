"""A pytest plugin (``-p recording``) that registers the backend ``recording``: the reference,
writing a digest of every answer it gives (its output buffers, or its refusal) to the folder
``DMLCONF_RECORD_DIR`` names, one line per case: ``case id<TAB>digest``.

``benchmarks/behaviour.py`` runs the generated suite against it before and after a change that
must not change behaviour, and compares the outputs case by case as well as the results.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from conformance.backends import BACKENDS, Rejection
from conformance.backends.reference import ReferenceBackend


def answer_digest(answer) -> str:
    """The answer's identity: each output's name, dtype, shape and bytes (poison in its padding
    included, which is deterministic), or the refusal's text."""
    if isinstance(answer, Rejection):
        return "rejected:" + hashlib.sha256(answer.reason.encode()).hexdigest()[:16]
    digest = hashlib.sha256()
    for name in sorted(answer):
        value = answer[name]
        digest.update(f"{name}|{value.dtype.str}|{value.shape}|".encode())
        digest.update(value.tobytes())
    return "outputs:" + digest.hexdigest()[:16]


class RecordingBackend(ReferenceBackend):
    name = "recording"

    def run(self, prepared):
        answer = super().run(prepared)
        folder = os.environ.get("DMLCONF_RECORD_DIR")
        if folder:
            line = f"{prepared.case.id}\t{answer_digest(answer)}\n"
            with open(Path(folder) / f"answers-{os.getpid()}.tsv", "a") as out:
                out.write(line)
        return answer


BACKENDS["recording"] = RecordingBackend
