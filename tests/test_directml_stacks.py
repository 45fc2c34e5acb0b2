"""A second Wine stack (issue 24): the same DirectML.dll and worker under trixie's Wine 10.0
(vkd3d 1.14) and its lavapipe (Mesa 25.0 built with LLVM 19), in a Debian root of its own under
bubblewrap, as ``directml:wine-trixie``. A finding the two stacks give bit for bit alike is not
the translation's (vkd3d, lavapipe); one that changes with the stack alone is. The tests that
start it need ``dmlconf setup directml-wine --stack trixie`` and skip without it (fail under
DMLCONF_REQUIRE_DIRECTML=1, as CI sets it up)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from conftest import started_directml

from conformance.backends import create_backend
from conformance.backends.directml import DirectMLBackend
from conformance.backends.directml import stack as stack_module
from conformance.backends.directml.stack import HOME_ENV, WineStack, stacks
from conformance.backends.directml.wine import WineWorker
from conformance.cases.case import read_case_file
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
ROOT = Path(__file__).resolve().parent.parent
FINDINGS = sorted((ROOT / "tests" / "directml").glob("*.json"))
FAKE = ROOT / "tests" / "fakes" / "fake_dml_worker.py"


# ------------------------------------------------------------------------ without the stack

def test_a_second_stack_runs_the_same_worker_and_dll_inside_its_own_root(tmp_path, monkeypatch):
    monkeypatch.setenv("LD_LIBRARY_PATH", "/host/lib")
    monkeypatch.setenv("VK_ICD_FILENAMES", "/host/icd.json")
    host, trixie = WineStack(tmp_path), WineStack(tmp_path, stack="trixie")
    assert trixie.dll == host.dll and trixie.worker == host.worker and trixie.prefix != host.prefix
    command = trixie.worker_command()
    assert command[:4] == ["bwrap", "--bind", str(tmp_path / "stacks" / "trixie" / "root"), "/"]
    assert command[command.index("--") + 1:] == host.worker_command()
    binds = [command[i + 1] for i, part in enumerate(command) if part == "--bind"]
    assert str(tmp_path) in binds and "/tmp" in binds  # the cache, and the host Xvfb's socket
    env = trixie.environment(":5")
    assert "LD_LIBRARY_PATH" not in env and "VK_ICD_FILENAMES" not in env and env["PATH"] == "/usr/local/bin:/usr/bin:/bin"
    assert host.environment(":5")["VK_ICD_FILENAMES"] == "/host/icd.json"  # the host stack is left as it is


def test_a_stack_not_set_up_says_the_command_that_sets_it_up(tmp_path, monkeypatch):
    monkeypatch.setattr("shutil.which", lambda tool: "/usr/bin/" + tool)
    missing = WineStack(tmp_path, stack="trixie").missing()
    assert missing == (f"the trixie root is not at {tmp_path}/stacks/trixie/root/usr/bin/wine: "
                       "run `dmlconf setup directml-wine --stack trixie`")
    monkeypatch.setattr("shutil.which", lambda tool: None if tool == "bwrap" else "/usr/bin/" + tool)
    assert "bwrap (Debian package bubblewrap) not found" in WineStack(tmp_path, stack="trixie").missing()


def test_an_unknown_stack_is_refused_in_one_line(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    backend = create_backend("directml:wine-bullseye", SPECS, SPECS.highest_level)
    probe = backend.probe()
    assert not probe.available and "\n" not in probe.reason
    assert probe.reason.startswith("unknown directml option 'wine-bullseye' (known: default, no-metacommands, wine, "
                                   "wine-trixie, wine@RELEASE)")
    assert DirectMLBackend.isolated("wine-trixie@1.9.1") is False
    done = subprocess.run([sys.executable, "-m", "conformance", "setup", "directml-wine", "--stack", "bullseye"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and done.stdout.strip() == "dmlconf: setup: no Wine stack bullseye (known: trixie)"


def test_setup_of_a_stack_without_root_names_the_tools_it_needs(tmp_path, monkeypatch):
    installed = {"wine": "8.0", "wine64": "8.0", "xvfb": "2", "gcc-mingw-w64-x86-64": "12", "mesa-vulkan-drivers": "25.0.7"}
    monkeypatch.setattr(stack_module, "_installed", lambda packages, admin=(): installed)
    monkeypatch.setattr(stack_module, "_at_least", lambda version, minimum: True)
    monkeypatch.setattr(stack_module.os, "geteuid", lambda: 1000)
    said: list[str] = []
    assert stack_module.setup(WineStack(tmp_path), say=said.append, extra_stacks=("trixie",)) == 2
    assert "apt-get install -y --no-install-recommends mmdebstrap bubblewrap" in "\n".join(said)
    assert not any(tmp_path.iterdir())


def test_the_bundled_vkd3d_is_read_from_wine_s_own_build_string(tmp_path):
    stack = WineStack(tmp_path, stack="trixie")
    assert stack.vkd3d() is None
    dll = stack.root / "usr/lib/x86_64-linux-gnu/wine/x86_64-windows/wined3d.dll"
    dll.parent.mkdir(parents=True)
    dll.write_bytes(b"MZ\0\0...vkd3d-shader 1.14 (Wine bundled)\0...")
    assert stack.vkd3d() == "1.14"


def test_what_the_worker_answers_in_the_stack_s_place_reaches_the_probe(monkeypatch):
    class Fake(WineStack):
        needs_display = False

        def worker_command(self):
            return [sys.executable, str(FAKE)]

        def environment(self, display):
            return dict(os.environ, FAKE_DML_MODE="ok", FAKE_DML_SHIMS="EnumerateMetaCommands: taken as none")

    worker = WineWorker(Fake(Path("/nonexistent")), "directml:wine-fake")
    try:
        worker.start()
        assert worker.probe([0x1000], [1], 10.0).shims == "EnumerateMetaCommands: taken as none"
    finally:
        worker.close()


# ------------------------------------------------------------------------ on both stacks, where set up

def started(label: str):
    return started_directml(create_backend(label, SPECS, SPECS.highest_level))


@pytest.fixture(scope="module")
def both():
    host, host_probe = started("directml:wine")
    try:
        trixie, trixie_probe = started("directml:wine-trixie")
    except BaseException:
        host.close()
        raise
    yield (host, host_probe), (trixie, trixie_probe)
    host.close()
    trixie.close()


def test_the_second_stack_is_another_wine_vkd3d_and_lavapipe_under_the_same_directml(both):
    (_, host), (_, trixie) = both
    assert host.versions["DirectML"] == trixie.versions["DirectML"]
    assert host.versions["Wine"].startswith("wine-8.0") and trixie.versions["Wine"].startswith("wine-10.0")
    assert host.versions["vkd3d"].startswith("1.6,") and trixie.versions["vkd3d"].startswith("1.14,")
    assert host.versions["Mesa (lavapipe)"] != trixie.versions["Mesa (lavapipe)"]
    assert "LLVM 15" in host.device and "LLVM 19" in trixie.device
    # vkd3d 1.14 stubs EnumerateMetaCommands; the worker's answer is reported, never hidden
    assert "stack shim" not in host.versions and "EnumerateMetaCommands" in trixie.versions["stack shim"]


# findings the second stack cannot show the same way, and why: the worker's heap check is Wine's
# HeapValidate, and Wine 10's heap does not flag GATHER's damaged block that Wine 8's does (its
# WINEDEBUG=warn+heap shows the bad free on both: docs/findings.md); there the output is right
SEEN_ONLY_ON_THE_FIRST_STACK = {"gather-index-dimensions-2-corrupts-the-heap": "heap is corrupt after this request"}


@pytest.mark.parametrize("case_file", FINDINGS, ids=lambda p: p.stem)
def test_every_directml_finding_is_the_same_on_both_stacks(both, case_file):
    """Each finding's case file on both stacks: the same outcome and the same output bits, so
    the finding is not vkd3d's or lavapipe's (DirectML's own, or shared by both translations)."""
    (host, _), (trixie, _) = both
    case = read_case_file(case_file, SPECS)
    ran = [Runner(SPECS, backend, SPECS.highest_level).run(case, write_case=False) for backend in (host, trixie)]
    if case_file.stem in SEEN_ONLY_ON_THE_FIRST_STACK:
        assert ran[0].result.outcome == Outcome.CRASH
        assert SEEN_ONLY_ON_THE_FIRST_STACK[case_file.stem] in ran[0].result.message
        assert ran[1].result.outcome == Outcome.PASS, ran[1].result.message
        return
    assert ran[0].result.outcome == ran[1].result.outcome, [r.result.message for r in ran]
    assert ran[0].actual.keys() == ran[1].actual.keys()
    for name, values in ran[0].actual.items():
        assert np.asarray(values).tobytes() == np.asarray(ran[1].actual[name]).tobytes(), name
