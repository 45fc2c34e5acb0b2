"""Cases drawn once for several backends (conformance/run/draws.py, ``dmlconf run --share-draws``): a
backend that replays the examples an earlier one passed records what it would have recorded
drawing them itself, a failure among them is drawn and shrunk as without a replay, and a file
that is not what it should be (altered, truncated, another test's) is not replayed."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.cases.case import Case
from conformance.run.draws import Draws, Recording

ROOT = Path(__file__).resolve().parent.parent
ARGMAX = ["--operator", "ARGMAX", "--", "-p", "faulty_backends", "-k",
          "test_argmax and (property_4_1_inputtensor_int32 or property_4_1_inputtensor_float32)"]
VOLATILE = ("duration_s",)


def run(backend: str, out: Path, draws: Path | None, cache: Path | None = None) -> subprocess.CompletedProcess:
    """``dmlconf run`` of ARGMAX's two property tests; ``cache``: the folder whose dmlconf/suites
    holds the certified suite's draws (by default an empty one: the tests draw)."""
    argv = [sys.executable, "-m", "conformance", "run", "--backend", backend, "--out", str(out), "--progress", "off"]
    if draws is not None:
        argv += ["--share-draws", str(draws)]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "tests"), str(ROOT)]),
               XDG_CACHE_HOME=str(cache or out.parent / "no-cache"))
    return subprocess.run(argv + ARGMAX, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)


def records(out: Path) -> list[dict]:
    found = []
    for line in (out / "results.jsonl").read_text().splitlines():
        record = json.loads(line)
        for key in VOLATILE:
            record.pop(key, None)
        if "output" in record["details"]:  # where in outputs.bin: after what else the run wrote there
            record["details"]["output"].pop("offset")
        if record.get("case_file"):  # under the run's own folder
            record["case_file"] = Path(record["case_file"]).name
        found.append(record)
    return sorted(found, key=lambda r: (r["test_id"], r["case_id"]))


@pytest.fixture(scope="module")
def kept(tmp_path_factory):
    """The reference's run, keeping its draws."""
    root = tmp_path_factory.mktemp("draws")
    proc = run("reference", root / "reference", root / "draws")
    assert proc.returncode == 0, proc.stderr[-2000:]
    return root


def test_a_replay_records_what_drawing_records(kept, tmp_path):
    replayed = run("reference", tmp_path / "replayed", kept / "draws")
    assert replayed.returncode == 0, replayed.stderr[-2000:]
    assert records(tmp_path / "replayed") == records(kept / "reference")
    assert len(list((kept / "draws").glob("*.json"))) == 2  # one file per property test, written once


def test_the_replayed_examples_are_the_files(kept, tmp_path):
    """Proof that the examples come from the files: one example less in a file, one record less."""
    draws = tmp_path / "draws"
    draws.mkdir()
    for f in (kept / "draws").glob("*.json"):
        data = json.loads(f.read_text())
        dropped = data["examples"].pop()
        (draws / f.name).write_text(json.dumps(data))
    run("reference", tmp_path / "out", draws)
    before, after = records(kept / "reference"), records(tmp_path / "out")
    assert len(after) == len(before) - 2
    assert {r["case_id"] for r in after} < {r["case_id"] for r in before}
    assert dropped["id"] not in {r["case_id"] for r in after}


def test_a_failure_in_a_replay_is_drawn_and_shrunk_as_without_one(kept, tmp_path):
    alone = run("faulty:wrong-drawn", tmp_path / "alone", None)
    replayed = run("faulty:wrong-drawn", tmp_path / "replayed", kept / "draws")
    assert alone.returncode == replayed.returncode == 1
    failed = [r for r in records(tmp_path / "alone") if r["outcome"] == "FAIL"]
    assert len(failed) == 2 and all(r["case_file"] for r in failed)  # one shrunk failure per test
    assert records(tmp_path / "replayed") == records(tmp_path / "alone")
    for r in failed:
        name = Path("cases") / r["case_file"]
        assert (tmp_path / "replayed" / name).read_bytes() == (tmp_path / "alone" / name).read_bytes()


def suite_cache(kept: Path, folder: Path, drop: str | None = None) -> Path:
    """A certified-suite cache (generators/suite.py) holding ARGMAX's two property tests as the
    reference's run drew them (``kept``'s draws): each test's examples and its case ids; ``drop``:
    "example" takes the last example out of each test's examples, "both" out of the list too."""
    from conformance.cachefile import write_entry
    from conformance.cases.drawn import decode
    from conformance.run.profiles import PROFILES
    from conformance.spec import load_specs
    from generators.suite import CACHE_FORMAT, SuiteCase, _entry_paths, test_key

    suite, examples = [], {}
    for f in sorted((kept / "draws").glob("*.json")):
        data = json.loads(f.read_text())
        key = test_key(data["test"])
        examples[key] = data["examples"][:-1] if drop else data["examples"]
        listed = data["examples"][:-1] if drop == "both" else data["examples"]
        suite += [SuiteCase(key, decode(e).id, "valid", "4_1", True, False) for e in listed]
    key, paths = _entry_paths(load_specs(), PROFILES["ci"], folder / "dmlconf" / "suites")
    paths["entry"].parent.mkdir(parents=True)
    write_entry(paths["entry"], CACHE_FORMAT, key, json.dumps([dataclasses.asdict(s) for s in suite]).encode(), packed=True)
    write_entry(paths["examples"], CACHE_FORMAT, key, json.dumps(examples).encode(), packed=True)
    return folder


def test_a_run_replays_the_certified_suites_draws_and_records_what_drawing_records(kept, tmp_path):
    """Where this machine keeps the certified suite (certify drew it), a ci run replays each
    test's examples from it instead of drawing them: the same records."""
    replayed = run("reference", tmp_path / "replayed", None, suite_cache(kept, tmp_path / "cache"))
    assert replayed.returncode == 0, replayed.stderr[-2000:]
    assert records(tmp_path / "replayed") == records(kept / "reference")
    # proof that they came from the cache: an example less in both its list and its examples, a record less
    fewer = run("reference", tmp_path / "fewer", None, suite_cache(kept, tmp_path / "cache-fewer", "both"))
    assert len(records(tmp_path / "fewer")) == len(records(kept / "reference")) - 2
    # examples that disagree with the list are not replayed: the tests draw theirs
    drawn = run("reference", tmp_path / "drawn", None, suite_cache(kept, tmp_path / "cache-foreign", "example"))
    assert fewer.returncode == drawn.returncode == 0
    assert records(tmp_path / "drawn") == records(kept / "reference")


def test_a_failure_in_a_replay_of_the_suite_is_drawn_and_shrunk_as_without_one(kept, tmp_path):
    alone = run("faulty:wrong-drawn", tmp_path / "alone", None)
    replayed = run("faulty:wrong-drawn", tmp_path / "replayed", None, suite_cache(kept, tmp_path / "cache"))
    assert alone.returncode == replayed.returncode == 1
    assert records(tmp_path / "replayed") == records(tmp_path / "alone")


@pytest.mark.parametrize("source", ["shared draws", "the certified suite"])
def test_a_replayed_failure_hypothesis_cannot_reproduce_is_recorded_as_flaky(kept, tmp_path, source):
    """faulty:crash-once kills its worker on each test's first case and never again: the crash of
    a replayed example is still a failure, named flaky, with its case file."""
    draws, cache = (kept / "draws", None) if source == "shared draws" else (None, suite_cache(kept, tmp_path / "cache"))
    proc = run("faulty:crash-once", tmp_path / "out", draws, cache)
    assert proc.returncode == 1, proc.stderr[-2000:]
    failing = [r for r in records(tmp_path / "out") if r["outcome"] == "CRASH"]
    assert len(failing) == 2, [(r["test_id"], r["outcome"]) for r in records(tmp_path / "out")]
    for r in failing:
        assert "worker died" in r["message"] and "flaky" in r["message"]
        assert "did not reproduce" in r["details"]["flaky"] and r["case_file"]


def test_unreadable_and_foreign_files_are_not_replayed(tmp_path):
    draws = Draws(tmp_path, "digest", "ci")
    case = Case("DML_ARGMAX_OPERATOR_DESC", "4_1", {"InputTensor": {"DataType": "INT32", "Sizes": [1, 2]}},
                {"InputTensor": [1, 2]}, provenance={"name": "argmax-p"})
    recording = Recording()
    recording.add(case)
    recording.add((case, None))
    draws.keep("t.py::test_a", recording)
    assert draws.replay("t.py::test_a") == [case, (case, None)]
    assert draws.replay("t.py::test_b") is None
    assert Draws(tmp_path, "another spec set", "ci").replay("t.py::test_a") is None
    path = next(tmp_path.glob("*.json"))
    altered = json.loads(path.read_text())
    altered["examples"][0]["case"]["inputs"]["InputTensor"][0] += 1  # its id no longer matches
    for text in ("", "{", "[]", json.dumps({"test": "t.py::test_b", "examples": []}), json.dumps(altered),
                 json.dumps({"test": "t.py::test_a", "examples": [{"case": {"operator": "X"}, "id": "x"}]})):
        path.write_text(text)
        assert draws.replay("t.py::test_a") is None, text


def test_a_value_json_does_not_keep_is_not_kept(tmp_path):
    """A tuple inside a desc would come back a list: such a test is not shared, it draws on each backend."""
    draws = Draws(tmp_path, "digest", "ci")
    recording = Recording()
    recording.add(Case("DML_ARGMAX_OPERATOR_DESC", "4_1", {"Axes": (0, 1)}, provenance={"name": "argmax-p"}))
    draws.keep("t.py::test_a", recording)
    assert not recording.shareable and not list(tmp_path.iterdir())


def test_a_composed_relations_pair_is_kept_with_its_steps():
    """The other side of a composed relation (its inputs the outputs of other runs) comes back
    with each step, equal, and an altered step is refused by its case id."""
    from hypothesis import HealthCheck, given, settings

    from conformance.cases.equivalence import Composed, equivalences
    from conformance.cases.drawn import Unshareable, decode, encode
    from conformance.spec import load_specs
    from generators.equivalence_draws import equivalence_pairs

    specs = load_specs()
    eq = next(e for op in specs.operators.values() for e in equivalences(op) if e.composed)
    drawn = []

    @settings(max_examples=3, database=None, suppress_health_check=list(HealthCheck), derandomize=True)
    @given(pair=equivalence_pairs(specs, eq))
    def keep(pair):
        drawn.append(pair)

    keep()
    pair = drawn[-1]
    assert isinstance(pair[1], Composed) and pair[1].steps
    encoded = json.loads(json.dumps(encode(pair)))
    assert decode(encoded) == pair
    step = next(iter(encoded["tuple"][1]["steps"].values()))["case"]
    step["case"]["desc"] = {**step["case"]["desc"], "Altered": 1}
    with pytest.raises(Unshareable, match="id changed"):
        decode(encoded)


DRAW_AFTER = """
import sys
from conformance.run.profiles import PROFILES
from conformance.spec import load_specs
from conformance.spec.validator import validator_for
from generators.cases import all_cases
from generators.statistics import GENERATED
from generators.suite import _draws

specs = load_specs()
if sys.argv[1] == "after-a-plain-draw":  # hypothesis with its own settings first, as a test may
    from hypothesis import HealthCheck, given, settings
    from conformance.cases.equivalence import equivalences
    from generators.equivalence_draws import equivalence_pairs

    eq = next(e for op in specs.operators.values() for e in equivalences(op) if e.composed)
    settings(max_examples=20, database=None, suppress_health_check=list(HealthCheck), derandomize=True)(
        given(pair=equivalence_pairs(specs, eq))(lambda pair: None))()
op = next(o for o in specs.operators.values() if o.short_name == "argmax")
made = next(g for g in all_cases(op, validator_for(specs)) if g.test_name == "test_equivalence_reduce_argmax")
node = f"{GENERATED}/test_argmax.py::test_equivalence_reduce_argmax"
print(" ".join(case.id for case, _, _ in _draws(specs, op, node, made.call, PROFILES["ci"])))
"""


def test_a_plain_hypothesis_draw_earlier_in_the_process_leaves_the_suites_draw_as_it_is():
    """Hypothesis caches the constants it mines from local modules per kind of draw; a test drawing
    with its own settings filled that cache, and the suite drawn next in the process (pytest-xdist
    workers draw it) met a case no run meets."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    ids = [subprocess.run([sys.executable, "-c", DRAW_AFTER, order], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300, check=True).stdout.split() for order in ("alone", "after-a-plain-draw")]
    assert ids[0] and ids[0] == ids[1]
