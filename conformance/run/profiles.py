"""Hypothesis profiles for the property and equivalence tests: ``ci``, ``dev``, ``thorough``.

``ci`` is fast and derandomized (the same cases on every run and machine, seeded by the
test's name); ``dev`` draws new cases each run and remembers failures in the run folder;
``thorough`` draws many more and larger cases; ``large`` is ``ci`` plus the boundary cases at
the sizes where implementations break (``generators.large``). Chosen with ``dmlconf run --profile``.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from pathlib import Path

from hypothesis import HealthCheck, Phase, settings
from hypothesis.database import DirectoryBasedExampleDatabase


@dataclass(frozen=True)
class Profile:
    name: str
    max_examples: int
    max_elements: int  # the bound on each drawn tensor's element count
    derandomize: bool
    keep_failures: bool  # a hypothesis example database under the run's output folder
    large: bool = False  # also the boundary cases at large sizes (generators.large)
    shrinks: int | None = None  # successful shrinks of a failure before it is reported (None: hypothesis' 500)

    def settings(self, out_dir: Path | None) -> settings:
        if self.derandomize:
            _without_local_constants()
        _shrink_at_most(self.shrinks)
        database = None
        if self.keep_failures and out_dir is not None:
            database = DirectoryBasedExampleDatabase(str(out_dir / ".hypothesis"))
        return settings(max_examples=self.max_examples, derandomize=False, database=database, deadline=None,
                        report_multiple_bugs=False, print_blob=False,
                        phases=(Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink),
                        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                               HealthCheck.filter_too_much])

    def seed(self, test_id: str) -> int | None:
        """The seed of a derandomized profile: a stable function of the test's id."""
        return zlib.crc32(test_id.encode()) if self.derandomize else None


def _without_local_constants() -> None:
    """Hypothesis mixes into its draws constants mined from the source of every local module
    imported so far, so one seed draws other cases in a pytest-xdist worker (other modules
    loaded) or after any edit of the project. A derandomized profile promises the same cases
    everywhere, so it draws without them. (Hypothesis has no setting for this; the hook is
    private, hence the guard: without it, the cases still come from the seed, less stably.) Its
    cache of constants per kind of draw is emptied once, when the hook is set: a test that drew
    with plain hypothesis settings earlier in the process (tests/test_draws.py does) had filled it
    with the mined ones, and the suite drawn after it differed from a run's."""
    try:
        from hypothesis.internal.conjecture import providers
    except ImportError:  # pragma: no cover - a Hypothesis without local constants
        return
    if getattr(getattr(providers, "_get_local_constants", None), "dmlconf_empty", False):
        return
    if callable(getattr(providers, "_get_local_constants", None)) and hasattr(providers, "Constants"):
        empty = providers.Constants()

        def no_local_constants():
            return empty

        no_local_constants.dmlconf_empty = True
        providers._get_local_constants = no_local_constants
        cache = getattr(providers, "CONSTANTS_CACHE", None)
        if cache is not None:  # constants a plain hypothesis test mined earlier in this process: forgotten
            providers.CONSTANTS_CACHE = type(cache)(1024)


def _shrink_at_most(shrinks: int | None) -> None:
    """Stop shrinking a failure after ``shrinks`` successful steps (hypothesis' own limit, 500,
    when None). Each step is a case run again, and on a peer that compiles per shape a step costs
    a compile: over four operators where jax has findings, its run took 133 s of CPU with the
    failures shrunk in full, 35 s with 20 steps, 28 s with the failures waived (nothing to
    shrink); the failing cases stayed small (at most 36 elements where full shrinking gave 24).
    The count is of steps, not seconds, so a derandomized profile still reports the same case
    on every machine. Hypothesis has no setting for it (``max_shrinks`` went in 3.x); the limit
    is its engine's module constant, hence the guard."""
    try:
        from hypothesis.internal.conjecture import engine
    except ImportError:  # pragma: no cover - a Hypothesis without the conjecture engine
        return
    if isinstance(getattr(engine, "MAX_SHRINKS", None), int):
        engine.MAX_SHRINKS = shrinks if shrinks is not None else _HYPOTHESIS_SHRINKS


try:
    from hypothesis.internal.conjecture.engine import MAX_SHRINKS as _HYPOTHESIS_SHRINKS
except ImportError:  # pragma: no cover
    _HYPOTHESIS_SHRINKS = 500

PROFILES = {
    # ci: a failure shrunk 20 steps (its tensors hold at most 48 elements already); the others in full
    "ci": Profile("ci", max_examples=20, max_elements=48, derandomize=True, keep_failures=False, shrinks=20),
    "dev": Profile("dev", max_examples=100, max_elements=256, derandomize=False, keep_failures=True),
    "thorough": Profile("thorough", max_examples=1000, max_elements=4096, derandomize=False, keep_failures=True),
    # ci's draws, and every boundary case of generators.large (gigabytes: what does not fit the
    # free memory is skipped with the reason)
    "large": Profile("large", max_examples=20, max_elements=48, derandomize=True, keep_failures=False, large=True,
                     shrinks=20),
}
