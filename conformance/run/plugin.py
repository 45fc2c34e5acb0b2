"""The pytest plugin: the ``dml`` fixture that runs a case and records its result.

Options: ``--dml-backend NAME[:OPTION]``, ``--dml-feature-level L``, ``--dml-out DIR``,
``--dml-resume``, ``--dml-shard K/N``, ``--dml-expectations FILE`` (repeatable),
``--dml-progress auto|live|lines|off`` (see ``pytest --help``; the progress: ``progress.py``).
Each case's result is appended to ``DIR/results.jsonl`` as soon as it finishes, and each
finished test's node id to ``DIR/completed-tests.txt``, so ``--dml-resume`` can skip what is
done; at the end of the session ``DIR/report.html`` is written. Works under pytest-xdist. Outcomes map onto pytest's: PASS and
OBSERVED pass, UNSUPPORTED and NOT_REQUIRED skip, the rest fail.
"""

from __future__ import annotations

import hashlib
import json
import platform
import sys
from pathlib import Path
from typing import Any

import pytest

from ..errors import DmlconfError
from .drawn_failures import CaseFailed, drawn_key, flaky_reason, leaves

STATE_KEY = pytest.StashKey["DmlSession"]()
LOCK_KEY = pytest.StashKey[object]()  # the run folder's lock, held by the controller
CHECKER_KEY = pytest.StashKey["Checker"]()  # on each test item that asked for ``dml``


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("dmlconf", "DirectML conformance")
    group.addoption("--dml-backend", default="reference", help="backend NAME[:OPTION] (default: reference)")
    group.addoption("--dml-feature-level", default=None, help="target DML_FEATURE_LEVEL (default: the highest)")
    group.addoption("--dml-out", default=None, help="folder for results.jsonl, cases/ and report.html")
    group.addoption("--dml-spec-dir", default=None, help="spec folder (default: the repository's spec/)")
    group.addoption("--dml-expectations", action="append", default=None,
                    help="expectations file: known failures of the backend, waived with a reason and a link "
                         "(may be given several times: the files combine)")
    group.addoption("--dml-progress", default="off", choices=["auto", "live", "lines", "off"],
                    help="show the run's progress: a live line on a terminal, a line every "
                         "DMLCONF_PROGRESS_INTERVAL (15) seconds elsewhere (auto), either, or none (default: off)")
    group.addoption("--dml-timeout", default=None, type=float,
                    help="seconds a worker-process backend may take for one case (default: 60); also what "
                         "validating a desc, the reference and an in-process backend may take (default: no limit)")
    group.addoption("--dml-agree-with", default=None, metavar="NAME[:OPTION]",
                    help="a second configuration of the backend (another DirectML release, or DirectML without "
                         "metacommands): each case is run on it too and the two answers compared")
    group.addoption("--dml-in-process", action="store_true",
                    help="run a worker-process backend in this process instead (debugging)")
    group.addoption("--dml-profile", default="ci", choices=["ci", "dev", "thorough", "large"],
                    help="hypothesis profile of the property and equivalence tests (default: ci)")
    group.addoption("--dml-resume", action="store_true",
                    help="keep DIR's results and skip the tests already completed there")
    group.addoption("--dml-shard", default=None, metavar="K/N",
                    help="run only the K-th of N deterministic slices of the tests (1 <= K <= N)")
    group.addoption("--dml-share-draws", default=None, metavar="DIR",
                    help="replay the examples an earlier backend of this run passed, kept in DIR, and keep "
                         "this backend's there (a derandomized profile only; conformance/run/draws.py)")


def parse_shard(text: str) -> tuple[int, int]:
    """``K/N`` -> (K, N); raises DmlconfError on anything else."""
    k, sep, n = text.partition("/")
    if not (sep and k.isdigit() and n.isdigit() and 1 <= int(k) <= int(n)):
        raise DmlconfError(f"--shard {text!r}: expected K/N with 1 <= K <= N, e.g. 2/4")
    return int(k), int(n)


def in_shard(nodeid: str, k: int, n: int) -> bool:
    """A test's shard depends on its node id alone, so every machine splits alike."""
    digest = hashlib.sha256(nodeid.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % n == k - 1


class DmlSession:
    """Created on first use, so loading the plugin costs nothing to unrelated test runs."""

    def __init__(self, config: pytest.Config):
        from ..backends import create_backend
        from .profiles import PROFILES
        from .draws import Draws, SuiteDraws
        from .results import ResultWriter
        from .runner import Runner
        from ..spec import load_specs

        self.config = config
        self.specs = load_specs(config.getoption("--dml-spec-dir"))
        level = config.getoption("--dml-feature-level")
        self.target = self.specs.level(level) if level else self.specs.highest_level
        self.profile = PROFILES[config.getoption("--dml-profile")]
        from .expectations import load_expectation_files

        self.backend = create_backend(config.getoption("--dml-backend"), self.specs, self.target,
                                      isolate=False if config.getoption("--dml-in-process") else None)
        if config.getoption("--dml-timeout"):  # a case's bound, and the start's (importing, probing)
            for bound in ("timeout", "startup_timeout"):
                if hasattr(self.backend, bound):
                    setattr(self.backend, bound, config.getoption("--dml-timeout"))
        self.expectations = load_expectation_files(config.getoption("--dml-expectations"))
        self.probe = self.backend.probe()
        if not level and self.probe.available and self.probe.max_feature_level in self.specs.feature_levels:
            # a backend is judged at the level it claims unless told otherwise (an older DirectML
            # release at its own): what needs more is NOT_REQUIRED, not its failure
            self.target = min(self.target, self.specs.level(self.probe.max_feature_level))
        out = config.getoption("--dml-out")
        self.out_dir = Path(out) if out else None
        self.agreement = self._agreement(config, create_backend) if self.probe.available else None
        self.runner = Runner(self.specs, self.backend, self.target, self.out_dir, self.expectations,
                             timeout=config.getoption("--dml-timeout"),
                             agreement=self.agreement) if self.probe.available else None
        # a record reaches the disk after the outputs it names
        self.writer = ResultWriter(self.out_dir / "results.jsonl", before_sync=self.runner.outputs.sync if
                                   self.runner and self.runner.outputs else None) if self.out_dir else None
        self._completed = None
        draws = config.getoption("--dml-share-draws")
        # only a derandomized profile draws the same examples on every backend
        self.draws = Draws(draws, self.specs.digest, self.profile.name) if draws and self.profile.derandomize \
            else None
        # and the certified suite's own draws, where this machine keeps them (drawn by certify,
        # verify or an earlier run's accounting): never drawn here
        self.suite_draws = SuiteDraws(self.specs, self.profile) if self.profile.derandomize else None

    def completed(self, nodeid: str, out: Path) -> None:
        """After a test: its node id, once every record of it is written. The results are
        synced before the list whenever the list is, so a test listed never lacks its records."""
        from .results import COMPLETED, AppendLog

        if self._completed is None:
            self._completed = AppendLog(Path(out) / COMPLETED, before_sync=self.writer.sync if self.writer else None)
        self._completed.append(nodeid)

    def _agreement(self, config: pytest.Config, create_backend):
        """The configuration ``--dml-agree-with`` names, started and probed; a UsageError when
        it is not available (a comparison with nothing is no comparison)."""
        label = config.getoption("--dml-agree-with")
        if not label:
            return None
        from .agreement import Agreement

        other = create_backend(label, self.specs, self.target,
                               isolate=False if config.getoption("--dml-in-process") else None)
        probe = other.probe()
        if not probe.available:
            other.close()
            raise pytest.UsageError(f"--dml-agree-with {label}: not available: {probe.reason}")
        claimed = self.specs.level(probe.max_feature_level) if probe.max_feature_level else self.target
        return Agreement(other, config.getoption("--dml-timeout"), probe, level=min(self.target, claimed))

    def close(self) -> None:
        self.backend.close()
        if getattr(self, "agreement", None) is not None:
            self.agreement.close()
        if self.writer:
            self.writer.close()
        if self.runner and self.runner.outputs:
            self.runner.outputs.close()
        if getattr(self, "_completed", None) is not None:
            self._completed.close()


def _session(config: pytest.Config) -> DmlSession:
    if STATE_KEY not in config.stash:
        config.stash[STATE_KEY] = DmlSession(config)
    return config.stash[STATE_KEY]


def pytest_configure(config: pytest.Config) -> None:
    from .results import COMPLETED, RESULTS, prepare_resume

    out = config.getoption("--dml-out", None)
    shard = config.getoption("--dml-shard", None)
    if shard:
        try:
            parse_shard(shard)
        except DmlconfError as exc:
            raise pytest.UsageError(str(exc)) from None
    if out and not hasattr(config, "workerinput"):  # the controller prepares the folder once
        import shlex

        from .results import RunLock, printable

        path = Path(out)
        try:
            # held until pytest_unconfigure; `dmlconf run` took it already (re-entrant)
            config.stash[LOCK_KEY] = RunLock(path, shlex.join(sys.argv)).acquire()
            if config.getoption("--dml-resume"):
                resume = prepare_resume(path)
                _say(config, f"dmlconf: {resume.summary()}")
            else:
                for name in (RESULTS, COMPLETED):
                    (path / name).write_text("", encoding="utf-8")
        except DmlconfError as exc:
            raise pytest.UsageError(printable(exc, one_line=True)) from None
    mode = config.getoption("--dml-progress", "off") or "off"
    if mode != "off" and not hasattr(config, "workerinput"):  # the controller shows it, for every worker
        from .progress import Progress

        results = Path(out) / RESULTS if out else None
        config.pluginmanager.register(Progress(config.getoption("--dml-backend"), mode, results), "dmlconf-progress")


def _say(config: pytest.Config, line: str) -> None:
    """One line on stderr, outside pytest's capture."""
    capture = config.pluginmanager.getplugin("capturemanager")
    if capture is not None:
        with capture.global_and_fixture_disabled():
            print(line, file=sys.stderr, flush=True)
    else:
        print(line, file=sys.stderr, flush=True)


def pytest_unconfigure(config: pytest.Config) -> None:
    lock = config.stash.get(LOCK_KEY, None)
    if lock is not None:
        lock.release()
        del config.stash[LOCK_KEY]


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list) -> None:
    from .results import read_completed

    from .profiles import PROFILES

    shard = config.getoption("--dml-shard", None)
    out = config.getoption("--dml-out", None)
    done = read_completed(Path(out)) if out and config.getoption("--dml-resume") else set()
    large = PROFILES[config.getoption("--dml-profile", "ci") or "ci"].large
    k, n = parse_shard(shard) if shard else (1, 1)
    keep, drop = [], []
    for item in items:
        wanted = large or not _is_large(item)  # the boundary cases belong to the large profile alone
        (keep if wanted and in_shard(item.nodeid, k, n) and item.nodeid not in done else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def _is_large(item) -> bool:
    return item.name.startswith("test_large_") and "conformance/generated/" in item.nodeid.replace("\\", "/")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    yield
    out = item.config.getoption("--dml-out", None)
    state = item.config.stash.get(STATE_KEY, None)
    if out and state is not None and state.probe.available and "dml" in getattr(item, "fixturenames", ()):
        state.completed(item.nodeid, out)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    config = session.config
    state = config.stash.get(STATE_KEY, None)
    if state is not None:
        state.close()
    out = config.getoption("--dml-out", None)
    if hasattr(config, "workerinput"):
        # under pytest-xdist only the workers start the backend: the controller gets the
        # environment and what each waiver waived from them (pytest_testnodedown)
        if state is not None:
            config.workeroutput[WORKER_ENVIRONMENT] = json.dumps(environment(state), default=str)
            if state.expectations is not None:
                config.workeroutput[WORKER_WAIVED] = json.dumps([w.matched for w in state.expectations.waivers])
        return
    _report_unused_waivers(config, state)
    if not out:
        return
    # what the report needs beside the results (reports/pytest_plugin.py renders it after this)
    env = environment(state) if state else config.stash.get(WORKERS_ENVIRONMENT_KEY, {})
    (Path(out) / "environment.json").write_text(json.dumps(env, indent=1, default=str), encoding="utf-8")


WORKER_ENVIRONMENT = "dmlconf_environment"
WORKER_WAIVED = "dmlconf_waived"  # a worker's count of results each waiver waived, in the files' order
WORKERS_ENVIRONMENT_KEY = pytest.StashKey[dict]()
WORKERS_WAIVED_KEY = pytest.StashKey[list]()


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error) -> None:
    """A pytest-xdist worker finished: keep the environment of the first that ran the backend,
    and add up what each waiver waived."""
    output = getattr(node, "workeroutput", {})
    env = output.get(WORKER_ENVIRONMENT)
    if env and WORKERS_ENVIRONMENT_KEY not in node.config.stash:
        node.config.stash[WORKERS_ENVIRONMENT_KEY] = json.loads(env)
    waived = output.get(WORKER_WAIVED)
    if waived:
        counts = json.loads(waived)
        total = node.config.stash.get(WORKERS_WAIVED_KEY, None)
        node.config.stash[WORKERS_WAIVED_KEY] = counts if total is None else [a + b for a, b in zip(total, counts)]


def _report_unused_waivers(config: pytest.Config, state: "DmlSession | None") -> None:
    """One line per entry of the expectations files for this run's backend that waived nothing
    (under pytest-xdist: nothing in any worker); when no file is for this backend, one line per file."""
    files = config.getoption("--dml-expectations", None)
    if not files:
        return
    if state is not None:
        expectations = state.expectations
    else:  # the controller of pytest-xdist workers: their counts, on the files read here
        counts = config.stash.get(WORKERS_WAIVED_KEY, None)
        if counts is None:
            return  # no worker ran a case: nothing to say about the waivers
        from .expectations import load_expectation_files

        try:
            expectations = load_expectation_files(files)
        except DmlconfError:
            return
        for waiver, matched in zip(expectations.waivers, counts):
            waiver.matched = matched
    label = config.getoption("--dml-backend")
    applying = [one for one in expectations.files if one.applies_to(label)]
    if not applying:  # with several files, those for other backends are expected to say nothing
        for one in expectations.files:
            print(_shown(f"\ndmlconf: expectations {one.file} are for backend {one.backend!r}: "
                         f"they waive nothing on {label}"), file=sys.stderr)
    for one in applying:
        for waiver in one.unused():
            print(_shown(f"\ndmlconf: expectation {waiver.where} waived nothing in this run "
                         f"({waiver.reason}): fixed, or its pattern is stale"), file=sys.stderr)


def environment(state: DmlSession) -> dict[str, Any]:
    import numpy

    from .. import __version__
    from ..backends.base import implements_directml

    probe = state.probe
    return {"dmlconf": __version__, "spec_digest": state.specs.digest, "python": platform.python_version(),
            "platform": platform.platform(), "numpy": numpy.__version__, "backend": state.backend.label,
            "backend_available": probe.available, "backend_reason": probe.reason, "device": probe.device,
            "backend_versions": probe.versions, "backend_max_feature_level": probe.max_feature_level,
            "target_feature_level": state.target.name, "profile": state.profile.name,
            "expectations": state.expectations.file if state.expectations else None,
            # an implementation of DirectML: UNSUPPORTED required cases count against it (run/verdict.py)
            "strict": implements_directml(state.backend),
            # a second configuration each case was also run on (conformance.run.agreement)
            **({"agree_with": state.agreement.label, "agree_with_versions": state.agreement.probe.versions,
                "agree_with_level": state.agreement.level.name}
               if state.agreement is not None else {})}


class Checker:
    """What a generated test calls: ``dml.check(case)``, ``dml.check_property(...)``,
    ``dml.check_equivalence(...)``."""

    def __init__(self, state: DmlSession, nodeid: str):
        self.state, self.nodeid = state, nodeid
        self.operator: str | None = None  # the operator the test checks, once known
        self.recorded_failure = False  # a record that counts against the backend was written

    def _ready(self):
        state = self.state
        if not state.probe.available:
            pytest.skip(_shown(f"backend {state.backend.label} unavailable: {state.probe.reason}"))
        return state

    def _record(self, result) -> None:
        result.test_id = self.nodeid
        if result.outcome.counts_against:
            self.recorded_failure = True
        if self.state.writer:
            self.state.writer.write(result)

    def _fail(self, result, cite: str) -> None:
        repro = self.state.runner.replay_command(result)
        pytest.fail(_shown(f"{result.outcome.value} [{cite}]: {result.message}")
                    + (f"\nreproduce: {_shown(repro)}" if repro else ""), pytrace=False)

    def record_escape(self, excinfo, when: str) -> None:
        """The test failed with no failing record written (an exception outside any case: the
        strategy, the harness, a fixture): one ERROR record for it, so every test pytest
        counts failed has a failing record in the results."""
        from .results import Outcome, Result

        state = self.state
        op = self.operator or _operator_of(state.specs, self.nodeid)
        name = self.nodeid.rpartition("::")[2]
        text = f"{excinfo.typename}: {excinfo.value}" if excinfo is not None else "the test failed"
        result = Result(f"{name}-{when}-error", op, state.target.name, None, {}, state.backend.label, Outcome.ERROR,
                        message=f"the test failed outside any case ({when}): {_first_line(text)}",
                        spec_item="", cite="")
        if excinfo is not None:
            import traceback

            result.details["traceback"] = "".join(traceback.format_exception(excinfo.value, limit=8))[-8000:]
        self._record(result)

    def check(self, case_json: dict) -> None:
        """One fixed case: a worked example or an invalid desc."""
        from ..cases.case import case_from_json

        state = self._ready()
        if isinstance(case_json, dict) and isinstance(case_json.get("operator"), str):
            self.operator = case_json["operator"]
        case = case_from_json(case_json, state.specs, where=self.nodeid)
        self._settle(state.runner.run(case).result, case.provenance.get("cite", ""))

    def _settle(self, result, cite: str) -> None:
        """Record one fixed case's result and end the test as its outcome says."""
        from .results import Outcome

        self._record(result)
        if result.outcome in (Outcome.UNSUPPORTED, Outcome.NOT_REQUIRED):
            pytest.skip(_shown(f"{result.outcome.value}: {result.message}"))
        if result.outcome == Outcome.WAIVED:
            pytest.xfail(_shown(result.message))
        if result.outcome.counts_against:
            self._fail(result, cite)

    def check_property(self, operator: str, row: str, pins: dict[str, str], observe: str | None = None) -> None:
        """Cases drawn by hypothesis from one support row, with ``pins`` fixing data types;
        with ``observe``, the inputs reach that unspecified item (NaN, or a negative value where
        its fields say) and the outcome is OBSERVED, never judged."""
        from generators.strategies import property_strategy

        state = self._ready()
        self.operator = operator
        op = state.specs.operator(operator)
        support = next((r for r in op.support_rows if r.key == row), None)
        if support is None:
            raise pytest.UsageError(f"{self.nodeid}: {operator} has no support row {row!r}")
        strategy, provenance = property_strategy(state.specs, op, support, pins, observe, state.profile, self.nodeid)
        self._run_hypothesis(strategy, lambda case: [(case, state.runner.run(case, write_case=False).result)],
                             provenance["cite"])

    def check_large(self, operator: str, boundary: str, types: dict[str, str]) -> None:
        """One boundary case of the large profile (generators.large), skipped with the reason
        when this machine's free memory cannot hold it; nothing is allocated before that check."""
        from generators.large import large_cases

        from ..cases.case import Case
        from .memory import case_memory, memory_limit

        state = self._ready()
        self.operator = operator
        op = state.specs.operator(operator)
        large = next((c for c in large_cases(state.specs, op) if c.boundary == boundary and all(
            c.desc[n]["DataType"] == dt for n, dt in types.items())), None)
        if large is None:
            raise pytest.UsageError(f"{self.nodeid}: {operator} has no large case {boundary} {types}")
        # the same sum (its tensors' copies, the reference's working memory) and the same limit the
        # runner refuses a case past: what is not skipped here is not refused there
        need = sum(b for _, b, _ in case_memory(state.specs, op, large.desc))
        free = memory_limit()
        if need > free:
            pytest.skip(f"the case needs about {need / 2**30:.1f} GiB ({large.elements:,} elements); "
                        f"{free / 2**30:.1f} GiB of memory is free")
        cite = f"{op.doc}: {large.row.cite} ({large.why})"
        case = Case(op.operator, large.row.feature_level.name, large.desc, large.inputs(state.specs, op),
                    provenance={"name": f"{op.short_name}-large-{boundary}", "spec_item": "large/" + boundary,
                                "cite": cite, "generator": "large", "profile": state.profile.name,
                                "test": self.nodeid})
        self._settle(state.runner.run(case).result, cite)

    def check_equivalence(self, operator: str, equivalence: str) -> None:
        """Both sides of a spec equivalence (or a relation inside one run) on this backend."""
        from generators.equivalence_draws import equivalence_strategy

        from ..cases.equivalence import equivalences

        state = self._ready()
        self.operator = operator
        op = state.specs.operator(operator)
        eq = next((e for e in equivalences(op) if e.id == equivalence), None)
        if eq is None:
            raise pytest.UsageError(f"{self.nodeid}: {operator} has no equivalence {equivalence!r}")
        strategy, provenance = equivalence_strategy(state.specs, op, eq, state.profile, self.nodeid)
        cite = provenance["cite"]
        self._run_hypothesis(strategy, lambda pair: state.runner.run_equivalence(eq, *pair), cite)

    def _run_hypothesis(self, strategy, execute, cite: str) -> None:
        """Run every drawn example; record each distinct passing result, and for a failure
        only the one hypothesis shrank to, with its case file and replay command."""
        from hypothesis import given, seed

        from . import runner as runner_module
        from .draws import Recording
        from .results import Outcome

        state = self.state
        passed: dict[str, object] = {}
        failures: list = []
        kept = state.draws.replay(self.nodeid) if state.draws else None
        if kept is None and state.suite_draws is not None:
            kept = state.suite_draws.replay(self.nodeid)
        recording = Recording() if state.draws and kept is None else None

        # A crash or a hang is not shrunk: each smaller variant hypothesis would try costs a worker
        # (seconds under Wine; a timeout for a hang). Its variants are not run once one example has
        # died, except that example itself, which hypothesis runs again to tell a flaky failure.
        died: dict = {}  # drawn key -> (how many times it died, its failure)

        def example(drawn) -> None:
            if died:
                key = drawn_key(drawn)
                if key not in died:
                    return  # neither run nor recorded
                if died[key][0] >= 2:  # hypothesis replays its failure several times: it died twice already
                    raise CaseFailed(*died[key][1])
            if recording is not None:
                recording.add(drawn)
            for case, result in execute(drawn):
                if result.outcome.counts_against:
                    failures.append((case, result))
                    if result.outcome in (Outcome.CRASH, Outcome.TIMEOUT):
                        key = drawn_key(drawn)
                        died[key] = (died[key][0] + 1 if key in died else 1, (case, result))
                    raise CaseFailed(case, result)
                passed.setdefault(result.case_id, (case, result))

        replayed_failure = None  # a kept draw's failure, owed a record even when hypothesis cannot redo it
        if kept is not None:  # the examples an earlier backend passed: hypothesis would draw these
            try:
                for drawn in kept:
                    example(drawn)
            except Exception:  # a failure here: the test runs under hypothesis, shrinking it
                replayed_failure = failures[-1] if failures else None
                passed.clear()
                failures.clear()
                died.clear()
                kept = None
        test = state.profile.settings(state.out_dir)(given(drawn=strategy)(example))
        chosen = state.profile.seed(self.nodeid)
        if chosen is not None:
            test = seed(chosen)(test)
        flaky = None  # why hypothesis could not reproduce the failure, when it could not
        try:
            if kept is None:
                test()
                if recording is not None and not failures:
                    state.draws.keep(self.nodeid, recording)
        except CaseFailed:
            if not failures:
                raise
        except BaseExceptionGroup as group:  # hypothesis' FlakyFailure, or several errors at once
            inside = leaves(group)
            failed = [e for e in inside if isinstance(e, CaseFailed)]
            if not failed:
                raise
            failures.append((failed[-1].case, failed[-1].result))
            flaky = flaky_reason(group)
        finally:
            if replayed_failure is not None and not failures:
                failures.append(replayed_failure)
                flaky = "the failure of a kept draw did not reproduce when hypothesis drew the test again"
            for case, result in passed.values():
                if runner_module.wants_case_file(result) and not result.case_file:
                    state.runner.keep_case(case, result)  # every result not PASS names its case file
                self._record(result)
        if failures:
            case, result = failures[-1]  # hypothesis replays the shrunk example last
            case = _with_expected(case, result)
            result.case_id = case.id
            if flaky is not None:
                result.details["flaky"] = flaky
                result.message += f" (flaky: {flaky})"
            state.runner.keep_case(case, result)
            self._record(result)
            self._fail(result, cite)
        outcomes = {r.outcome for _, r in passed.values()}
        if outcomes and outcomes <= {Outcome.UNSUPPORTED, Outcome.NOT_REQUIRED}:
            first = next(iter(passed.values()))[1]
            pytest.skip(_shown(f"{first.outcome.value}: {first.message}"))


def _shown(text: str) -> str:
    """What pytest prints of a result: no escape sequence from a backend reaches the terminal."""
    from .results import printable

    return printable(text)


def _first_line(text: str, limit: int = 500) -> str:
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[:limit - 1] + "…"


def _operator_of(specs, nodeid: str) -> str:
    """The operator a generated test module checks, from its name (test_argmax.py -> ARGMAX)."""
    module = Path(nodeid.partition("::")[0]).stem.removeprefix("test_")
    op = next((o for o in specs.operators.values() if o.short_name == module), None)
    return op.operator if op is not None else "?"


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    checker = item.stash.get(CHECKER_KEY, None)
    if (checker is None or not report.failed or checker.recorded_failure or getattr(report, "wasxfail", None)
            or report.when == "teardown"):
        return
    try:
        checker.record_escape(call.excinfo, report.when)
    except Exception as exc:  # recording must not hide the test's own failure
        print(f"\ndmlconf: could not record the failure of {item.nodeid}: {type(exc).__name__}: {exc}",
              file=sys.stderr)


def _with_expected(case, result):
    """A drawn case as a self-contained case file: the oracle's outputs become ``expected``."""
    import dataclasses

    outputs = result.details.get("outputs")
    if case.expected is not None or case.expect != "valid" or not outputs:
        return case
    return dataclasses.replace(case, expected={n: o["expected"] for n, o in outputs.items()})


@pytest.fixture
def dml(request: pytest.FixtureRequest) -> Checker:
    try:
        state = _session(request.config)
    except DmlconfError as exc:
        pytest.fail(_shown(f"dmlconf: {exc}"), pytrace=False)
    checker = Checker(state, request.node.nodeid)
    request.node.stash[CHECKER_KEY] = checker
    return checker
