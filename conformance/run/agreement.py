"""Two configurations of one backend, case by case: DirectML with a vendor's metacommands and
without them (``directml:default`` and ``directml:no-metacommands``), or two DirectML releases
under Wine. A vendor's metacommand replaces DirectML's own shader for the same operator, so
both must compute the same thing: each case the run's backend answers is also run on the
second configuration and the two answers are compared with the operator's tolerance (exact
where the operator is exact), the run's own answer standing as the expected one.

The comparison is recorded beside the run's own verdict (``details["agreement"]``), never in
place of it: the run is judged against the reference as always, and the report lists where
the configurations differ. A difference says which side, if either, is also beyond the
reference's tolerance, so the finding is attributed: two configurations within the tolerance
of the exact result may still differ by up to twice it. Invalid descs compare the refusals.
Each case is compared at a level both configurations claim (an older release beside the newest):
a valid desc that needs more than the other claims is "not owed" by it, never a difference.
"""

from __future__ import annotations

import numpy as np

from ..backends import Backend, Rejection, Unsupported
from ..backends.channel import BackendFault
from ..cases.compare import compare
from ..cases.tensor import to_json, unpack
from ..kinds import moved_bits
from .deadline import DeadlineExceeded, deadline

AGREE, DIFFER, NOT_COMPARED, NOT_OWED = "agree", "differ", "not compared", "not owed"


class Agreement:
    """The second configuration (``other``) a runner compares its backend's answers with."""

    def __init__(self, other: Backend, timeout: float | None = None, probe=None, level=None):
        self.other = other
        self.timeout = timeout
        self.probe = probe  # the other's Probe, for the run's environment
        self.level = level  # the highest FeatureLevel both claim (None: the run's own)
        if timeout and hasattr(other, "timeout"):
            other.timeout = timeout

    @property
    def label(self) -> str:
        return self.other.label

    def _answer(self, runner, case, op, tensors, logical) -> tuple[str, object]:
        """("answer", outputs) or ("rejected" | "unsupported" | "CRASH" | "TIMEOUT" | "error", why):
        what the other configuration did with the case; whatever it raises is its own, recorded."""
        in_process = None if hasattr(self.other, "timeout") else self.timeout
        try:
            with deadline(in_process, f"{self.label} (the configuration compared)"):
                support = self.other.supports(case, op)
                if support.status == "unsupported":
                    return "unsupported", support.reason
                answer = self.other.run(runner._prepare(case, op, tensors, logical, self.other.layout))
        except BackendFault as exc:
            return exc.outcome, str(exc)
        except DeadlineExceeded as exc:
            return "TIMEOUT", str(exc)
        except Exception as exc:  # the other configuration's failure, never the case's
            return "error", f"{type(exc).__name__}: {exc}"
        if isinstance(answer, Unsupported):
            return "unsupported", answer.reason
        if isinstance(answer, Rejection):
            return "rejected", answer.reason
        return "answer", answer

    def invalid(self, runner, case, op, answer) -> dict:
        """An invalid desc: both configurations refuse it, or both accept it."""
        kind, why = self._answer(runner, case, op, {}, {})
        record = {"with": self.label}
        if kind not in ("answer", "rejected"):
            return dict(record, verdict=NOT_COMPARED, message=f"{self.label}: {kind}: {why}")
        this = "rejects" if isinstance(answer, Rejection) else "accepts"
        other = "rejects" if kind == "rejected" else "accepts"
        if this == other:
            return dict(record, verdict=AGREE, message=f"both {this[:-1]} the invalid desc")
        return dict(record, verdict=DIFFER, message=f"{runner.backend.label} {this} the invalid desc; {self.label} "
                                                    f"{other} it" + (f": {why}" if kind == "rejected" else ""))

    def valid(self, runner, case, op, tensors, logical, expected, actual, tolerances, magnitude, judged,
              bands, alternatives, unspecified: bool) -> dict:
        """A valid desc this configuration computed (``actual``): the other's outputs against it
        with the operator's tolerances, and each against the reference (``expected``)."""
        record = {"with": self.label}
        if self.level is not None and not runner._validate(op, case.desc, self.level).valid:
            return dict(record, verdict=NOT_OWED, message=f"the desc needs more than {self.level.name}, the highest "
                                                          f"level both configurations claim: {self.label} owes no answer")
        kind, answer = self._answer(runner, case, op, tensors, logical)
        if kind == "rejected":
            return dict(record, verdict=DIFFER, message=f"{runner.backend.label} computes the valid desc; "
                                                        f"{self.label} rejects it: {answer}")
        if kind != "answer":
            return dict(record, verdict=NOT_COMPARED, message=f"{self.label}: {kind}: {answer}")
        other = {}
        for name in actual:
            if name not in answer:
                return dict(record, verdict=DIFFER, message=f"{name}: {self.label} returned no output")
            value = np.asarray(answer[name])
            other[name] = unpack(value, tensors[name]) if self.other.layout == "buffer" else value
        labels = (f"{runner.backend.label} gives", f"and {self.label} gives")
        bits, written = moved_bits(op, case.desc, logical)
        between = [compare(n, actual[n], other[n], tolerances[n], magnitude.get(n), labels, judged=judged, bits=bits,
                           values=written.get(n)) for n in actual]
        if all(c.ok for c in between):
            return dict(record, verdict=AGREE, message="; ".join(c.message for c in between))
        # which side the reference's tolerance holds: the difference's attribution
        sides = {}
        for side, outputs in ((runner.backend.label, actual), (self.label, other)):
            sides[side] = all(compare(n, expected[n], outputs[n], tolerances[n], magnitude.get(n), judged=judged,
                                      band=bands.get(n), alternative=alternatives.get(n), bits=bits,
                                      values=written.get(n)).ok for n in expected)
        beyond = [side for side, ok in sides.items() if not ok]
        where = ("both within the reference's tolerance" if not beyond else
                 f"{' and '.join(beyond)} beyond the reference's tolerance")
        return dict(record, verdict=DIFFER, unspecified=unspecified, beyond=beyond,
                    message=("in unspecified behaviour: " if unspecified else "") + "; ".join(
                        c.message for c in between if not c.ok) + f" ({where})",
                    outputs={n: {"this": to_json(actual[n]), "other": to_json(other[n])} for n in actual})

    def close(self) -> None:
        self.other.close()
