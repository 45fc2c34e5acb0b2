"""Backends as plugins (entry-point group ``dmlconf.backends``), the one lookup every backend goes
through, a backend name or operator name that is wrong (one line, exit 2), and ``dmlconf backends``
probing every backend at once.

The example plugin (tests/plugins/dmlconf-example-backend) is installed with pip into a throwaway
folder, and dmlconf runs in a subprocess with that folder on PYTHONPATH: nothing is installed into
the project's environment. Plugins that are broken on purpose are distributions written by hand
(a ``*.dist-info`` folder with ``METADATA`` and ``entry_points.txt``), which is all Python reads.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conformance import cli
from conformance.backends import (BACKENDS, BUILT_IN, BackendRegistry, Probe, UnloadableBackend, backend_class,
                                  check_backend, create_backend, probe_all)
from conformance.backends.reference import ReferenceBackend
from conformance.errors import DmlconfError
from conformance.spec import load_specs
from sample_cases import ARGMAX_EXAMPLE_3

REPO = Path(__file__).resolve().parents[1]
PLUGIN = REPO / "tests" / "plugins" / "dmlconf-example-backend"
SPECS = load_specs()


def fake_distribution(site: Path, name: str, entry_points: dict[str, str], module: str | None = None) -> None:
    """An installed distribution as Python sees one: metadata and entry points (and a module)."""
    info = site / f"{name.replace('-', '_')}-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 0.1\n")
    lines = "".join(f"{k} = {v}\n" for k, v in entry_points.items())
    (info / "entry_points.txt").write_text(f"[dmlconf.backends]\n{lines}")
    if module:
        (site / f"{name.replace('-', '_')}.py").write_text(module)


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """The example plugin, pip-installed (offline, no build isolation) into a folder of its own."""
    root = tmp_path_factory.mktemp("plugin")
    source = root / "src"
    shutil.copytree(PLUGIN, source)  # the build's by-products stay out of the repository
    target = root / "site"
    proc = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-build-isolation",
                           "--no-index", "--disable-pip-version-check", "--target", str(target), str(source)],
                          capture_output=True, text=True, timeout=300)
    if proc.returncode != 0 and "No module named pip" in proc.stderr:
        pytest.skip("pip is not installed in this environment")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert (target / "dmlconf_example_backend.py").is_file()
    return target


@pytest.fixture(scope="module")
def bad_site(tmp_path_factory) -> Path:
    """Plugins broken on purpose: one that does not import, one that takes a built-in's name, one
    that is not a Backend, one whose class names itself otherwise."""
    target = tmp_path_factory.mktemp("bad-plugins")
    fake_distribution(target, "dmlconf-broken", {"broken": "dmlconf_broken_no_such_module:Backend"})
    fake_distribution(target, "dmlconf-clash", {"reference": "dmlconf_clash:Clash"},
                      "from conformance.backends.reference import ReferenceBackend\n"
                      "class Clash(ReferenceBackend):\n    name = 'reference'\n")
    fake_distribution(target, "dmlconf-notabackend", {"notabackend": "dmlconf_notabackend:thing"},
                      "def thing():\n    pass\n")
    fake_distribution(target, "dmlconf-misnamed", {"misnamed": "dmlconf_misnamed:Other"},
                      "from conformance.backends.reference import ReferenceBackend\n"
                      "class Other(ReferenceBackend):\n    name = 'other'\n")
    return target


def dmlconf(*args: str, path: list[Path] = (), cwd: Path | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([*map(str, path), str(REPO), *filter(None, [env.get("PYTHONPATH")])])
    return subprocess.run([sys.executable, "-m", "conformance", *args], capture_output=True, text=True,
                          timeout=300, env=env, cwd=cwd or REPO)


def case_file(tmp_path: Path, name: str, **changes) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(dict(ARGMAX_EXAMPLE_3, **changes)))
    return path


def one_line(stream: str) -> str:
    lines = stream.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in stream, stream
    return lines[0]


# --------------------------------------------------------------------------- the example plugin, end to end

def test_the_plugin_replays_argmax_and_declares_the_rest_unsupported(site, tmp_path):
    proc = dmlconf("replay", str(case_file(tmp_path, "argmax.json")), "--backend", "example", path=[site])
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.startswith("PASS") and "on example at" in proc.stdout
    # another operator, named as a user might write it: UNSUPPORTED with the plugin's reason
    argmin = case_file(tmp_path, "argmin.json", operator="argmin", expected={"OutputTensor": [4]})
    proc = dmlconf("replay", str(argmin), "--backend", "example", path=[site])
    assert proc.returncode == 1 and proc.stdout.startswith("UNSUPPORTED"), proc.stdout + proc.stderr
    assert "the example backend runs ARGMAX only, not ARGMIN" in proc.stdout


def test_a_run_on_the_plugin_records_its_results(site, tmp_path):
    out = tmp_path / "out"
    proc = dmlconf("run", "--backend", "example", "--out", str(out), "--",
                   "-k", "(test_argmax or test_argmin) and example", path=[site])
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "conformant" in proc.stdout
    records = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert {r["backend"] for r in records} == {"example"}
    argmax = [r for r in records if r["operator"] == "DML_ARGMAX_OPERATOR_DESC"]
    argmin = [r for r in records if r["operator"] == "DML_ARGMIN_OPERATOR_DESC"]
    assert argmax and {r["outcome"] for r in argmax} <= {"PASS", "NOT_REQUIRED"} and \
        any(r["outcome"] == "PASS" for r in argmax)
    assert argmin and {r["outcome"] for r in argmin} == {"UNSUPPORTED"}
    assert all("ARGMAX only" in r["message"] for r in argmin)
    env = json.loads((out / "environment.json").read_text())
    assert "dmlconf-example-backend" in json.dumps(env)


def test_backends_lists_plugins_broken_ones_with_their_reason_and_refuses_a_clash(site, bad_site):
    proc = dmlconf("backends", path=[site, bad_site])
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Traceback" not in proc.stdout + proc.stderr
    rows = {}
    for line in proc.stdout.splitlines()[1:]:
        name, state, *rest = line.split(maxsplit=2)
        rows.setdefault(name, []).append((state, rest[0] if rest else ""))
    assert rows["example"][0][0] == "available" and "dmlconf-example-backend 0.1.0" in rows["example"][0][1]
    assert rows["reference"][0][0] == "available"  # the built-in keeps its name
    assert rows["reference"][1][0] == "refused"
    assert "dmlconf-clash" in rows["reference"][1][1] and "built-in" in rows["reference"][1][1]
    state, why = rows["broken"][0]
    assert state == "absent" and "dmlconf-broken 0.1" in why and "ModuleNotFoundError" in why
    assert rows["notabackend"][0][0] == "absent" and "not a subclass" in rows["notabackend"][0][1]
    assert rows["misnamed"][0][0] == "absent" and "names itself 'other'" in rows["misnamed"][0][1]
    assert "torch:cpu" in rows and "directml:wine" in rows  # the built-ins are all still there


def test_using_a_broken_plugin_says_why_in_one_line(bad_site, tmp_path):
    proc = dmlconf("run", "--backend", "broken", "--out", str(tmp_path / "out"), path=[bad_site])
    assert proc.returncode == 2 and proc.stdout == ""
    line = one_line(proc.stderr)
    assert "broken" in line and "dmlconf-broken 0.1" in line and "No module named" in line
    proc = dmlconf("replay", str(case_file(tmp_path, "argmax.json")), "--backend", "broken", path=[bad_site])
    assert proc.returncode == 2 and "No module named" in one_line(proc.stderr)
    # a broken plugin breaks nothing else: the built-ins run beside it
    proc = dmlconf("replay", str(case_file(tmp_path, "argmax.json")), path=[bad_site])
    assert proc.returncode == 0 and proc.stdout.startswith("PASS")


def test_an_unknown_backend_is_one_line_before_pytest_starts(tmp_path):
    out = tmp_path / "out"
    for value in ("nosuch", "reference,nosuch", "nosuch:cpu"):
        proc = dmlconf("run", "--backend", value, "--out", str(out))
        assert proc.returncode == 2 and proc.stdout == "", proc.stdout[-2000:]
        line = one_line(proc.stderr)
        assert "unknown backend 'nosuch'" in line and "known: " in line and "reference" in line and "torch" in line
    assert not (out / "results.jsonl").exists()


# --------------------------------------------------------------------------- the registry, in this process

def test_built_ins_go_through_the_same_lookup():
    for name, cls in BUILT_IN.items():
        assert backend_class(name) is cls is BACKENDS[name]
    assert check_backend("torch:cpu") is BUILT_IN["torch"]
    with pytest.raises(DmlconfError, match=r"unknown backend 'nosuch' \(known: .*reference"):
        backend_class("nosuch")


class _EntryPoint:
    def __init__(self, name, value, load, dist="dmlconf-fake"):
        self.name, self.value, self._load = name, value, load
        self.dist = type("Dist", (), {"metadata": {"Name": dist}, "version": "9.9"})()

    def load(self):
        return self._load()


def _fail():
    raise ImportError("libfoo.so: cannot open shared object file\nsecond line")


class Mine(ReferenceBackend):
    name = "mine"


def test_plugins_load_lazily_and_a_broken_one_becomes_an_unavailable_stand_in(monkeypatch):
    loaded = []
    points = [_EntryPoint("mine", "m:Mine", lambda: loaded.append(1) or Mine),
              _EntryPoint("broken", "b:B", _fail),
              _EntryPoint("torch", "t:T", lambda: Mine, dist="dmlconf-evil"),
              _EntryPoint("a:b", "x:y", lambda: Mine)]
    import importlib.metadata

    monkeypatch.setattr(importlib.metadata, "entry_points", lambda group: points)
    registry = BackendRegistry(BUILT_IN)
    assert list(registry)[:len(BUILT_IN)] == list(BUILT_IN) and "mine" in registry and "broken" in registry
    assert not loaded  # listing names imports nothing
    assert registry["mine"] is Mine and loaded == [1]
    stand_in = registry["broken"]
    assert issubclass(stand_in, UnloadableBackend) and stand_in.name == "broken"
    assert stand_in.reason == ("plugin dmlconf-fake 9.9 (b:B) failed to load: "
                               "ImportError: libfoo.so: cannot open shared object file")
    probe = stand_in(SPECS, None, SPECS.highest_level).probe()
    assert not probe.available and probe.reason == stand_in.reason
    assert registry["torch"] is BUILT_IN["torch"]
    refused = dict(registry.refused)
    assert "taken by a built-in backend" in refused["torch"] and "dmlconf-evil" in refused["torch"]
    assert "may not" in refused["a:b"]


def test_create_backend_never_isolates_a_stand_in(monkeypatch):
    monkeypatch.setitem(BACKENDS, "gone", type("Gone", (UnloadableBackend,), {"name": "gone", "reason": "why"}))
    backend = create_backend("gone", SPECS, SPECS.highest_level, isolate=True)
    assert backend.probe() == Probe(False, "why")


# --------------------------------------------------------------------------- operator names in every form

@pytest.mark.parametrize("name", ["ARGMAX", "argmax", "Argmax", "ArgMax", "DML_OPERATOR_ARGMAX",
                                  "DML_ARGMAX_OPERATOR_DESC", "dml_argmax_operator_desc", " argmax "])
def test_an_operator_answers_to_every_form_of_its_name(name):
    assert SPECS.operator(name).operator == "DML_ARGMAX_OPERATOR_DESC"


@pytest.mark.parametrize("name, desc", [("top_k1", "DML_TOP_K1_OPERATOR_DESC"), ("TopK1", "DML_TOP_K1_OPERATOR_DESC"),
                                        ("max-pooling2", "DML_MAX_POOLING2_OPERATOR_DESC"),
                                        ("MaxPooling", "DML_MAX_POOLING_OPERATOR_DESC"),
                                        ("DML_OPERATOR_AVERAGE_POOLING1", "DML_AVERAGE_POOLING1_OPERATOR_DESC")])
def test_multi_word_operator_names(name, desc):
    assert SPECS.operator(name).operator == desc


def test_coverage_takes_any_operator_name_and_an_unknown_one_is_one_line(capsys):
    assert cli.main(["coverage", "--operator", "ARGMAX"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("DML_ARGMAX_OPERATOR_DESC") and "(1 operator(s))" in out
    assert cli.main(["coverage", "--operator", "NOPE"]) == 2
    err = one_line(capsys.readouterr().err)
    assert "unknown operator 'NOPE'" in err and "ARGMAX" in err and "TOP_K1" in err


# --------------------------------------------------------------------------- probing at once, with a limit

needs_fork = pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(),
                                reason="the probes of this test are registered in this process (inherited by fork)")


class Sleepy(ReferenceBackend):
    name = "sleepy"

    def probe(self):
        time.sleep(120)
        return super().probe()


class Dies(ReferenceBackend):
    name = "dies"

    def probe(self):
        os._exit(9)


class Raises(ReferenceBackend):
    name = "raises"

    def probe(self):
        raise RuntimeError("no device\nmore")


@needs_fork
def test_probes_run_at_once_and_a_hung_or_dead_one_costs_only_itself(monkeypatch):
    for cls in (Sleepy, Dies, Raises):
        monkeypatch.setitem(BACKENDS, cls.name, cls)
    start = time.monotonic()
    got = dict(probe_all(["sleepy", "dies", "raises", "reference"], SPECS, timeout=3))
    assert time.monotonic() - start < 20
    assert got["reference"].available
    assert got["sleepy"] == Probe(False, "its probe did not answer within 3 s")
    assert got["dies"] == Probe(False, "its probe process died (exit code 9)")
    assert got["raises"] == Probe(False, "its probe raised RuntimeError: no device")

