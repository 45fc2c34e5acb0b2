"""Verdicts that say how much was checked (conformance/run/verdict.py): the share of required
cases judged against those declared UNSUPPORTED; for an implementation of DirectML (a *strict*
backend) an UNSUPPORTED required case counts against it, unless an expectations file waives it or
its desc has no form the backend's interface can take (``inexpressible``: nobody's lack). The run's
summary, its exit code, environment.json and a signed statement all carry the same verdict."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conformance import cli
from conformance.backends import BACKENDS, Support
from conformance.backends.base import implements_directml
from conformance.backends.directml import DirectMLBackend
from conformance.backends.reference import ReferenceBackend
from conformance.run.expectations import load_expectations
from conformance.run.results import Outcome, Result, read_results
from conformance.run.verdict import Verdict, is_strict, strict_backends, verdict, verdicts

SELECT = ["-k", "(test_argmax or test_argmin) and example"]


def result(outcome: Outcome, backend="b", **details) -> Result:
    return Result("argmin-x", "DML_ARGMIN_OPERATOR_DESC", "6_4", "1_0", {}, backend, outcome, "why",
                  details=dict(details))


# --------------------------------------------------------------------------- the arithmetic

def test_a_partial_peer_is_conformant_and_says_how_much_it_rests_on():
    v = Verdict("torch:cpu", False, {"PASS": 2922, "OBSERVED": 314, "UNSUPPORTED": 1292, "NOT_REQUIRED": 108})
    assert v.conformant and v.judged == 2922 and v.checkable == 4214 and v.failed == 0
    assert v.line() == ("torch:cpu: conformant; 2,922 of 4,214 required cases judged (69.3%), 1,292 UNSUPPORTED "
                        "(a partial peer: what it lacks is not judged)")
    assert v.to_json()["share"] == round(2922 / 4214, 4)


def test_a_strict_backend_counts_its_unsupported_cases_against_it():
    v = Verdict("directml:x", True, {"PASS": 10, "UNSUPPORTED": 3})
    assert not v.conformant and v.failed == 3
    assert v.line().startswith("directml:x: NOT conformant (3 required case(s) count against it); 10 of 13 required")
    assert "counted against: a DirectML implementation supports every case of its level" in v.line()


def test_inexpressible_and_waived_unsupported_are_shown_apart():
    results = ([result(Outcome.PASS)] * 5 + [result(Outcome.UNSUPPORTED, inexpressible=True)] * 2
               + [result(Outcome.WAIVED, waived={"was": "UNSUPPORTED"})] * 3
               + [result(Outcome.WAIVED, waived={"was": "FAIL"})] + [result(Outcome.PASS, backend="other")])
    v = verdict(results, "b", strict=True)
    assert (v.judged, v.unsupported, v.inexpressible, v.waived_unsupported, v.failed) == (6, 3, 2, 3, 0)
    assert v.conformant and v.checkable == 9
    assert v.line() == ("b: conformant; 6 of 9 required cases judged (66.7%), 3 UNSUPPORTED (all waived by the "
                        "expectations file); 2 more UNSUPPORTED because the backend's interface cannot express the "
                        "desc (not counted)")
    one = verdict(results + [result(Outcome.UNSUPPORTED)], "b", strict=True)
    assert one.failed == 1 and "1 counted against" in one.line() and "3 waived by the expectations file" in one.line()
    assert verdict(results + [result(Outcome.UNSUPPORTED)], "b", strict=False).conformant
    assert set(verdicts(results, {"b": True})) == {"b", "other"}


def test_nothing_ran_is_no_verdict():
    v = verdict([], "b", strict=False)
    assert not v.conformant and v.line() == "b: no case ran"


def test_directml_is_strict_and_the_peers_are_not():
    assert DirectMLBackend.implements_directml and implements_directml(DirectMLBackend)
    assert not implements_directml(ReferenceBackend)
    assert is_strict("directml:wine") and not is_strict("torch:cpu") and not is_strict("nosuch")
    assert is_strict("torch:cpu", {"strict": True})  # a run's environment.json says
    assert strict_backends({"backends": {"a": {"strict": True}, "b": {"strict": False}, "c": {}}}) == \
        {"a": True, "b": False}


# --------------------------------------------------------------------------- expectations

def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_unsupported_is_waived_only_on_a_strict_backend_and_only_by_name(tmp_path):
    exp = load_expectations(write(tmp_path, "e.yaml", """format: dmlconf-expectations/1
waive:
  - {cases: "argmin-*", outcomes: [UNSUPPORTED], message: why, reason: the device cannot}
  - {cases: "argmin-*", reason: any failure}
"""))
    assert exp.apply(result(Outcome.UNSUPPORTED), strict=False).outcome == Outcome.UNSUPPORTED  # a peer's lack
    waived = exp.apply(result(Outcome.UNSUPPORTED), strict=True)
    assert waived.outcome == Outcome.WAIVED and waived.details["waived"]["was"] == "UNSUPPORTED"
    assert exp.apply(result(Outcome.UNSUPPORTED, inexpressible=True), strict=True).outcome == Outcome.UNSUPPORTED
    other = load_expectations(write(tmp_path, "f.yaml", """format: dmlconf-expectations/1
waive:
  - {cases: "argmin-*", reason: "outcomes left out waive the failures, not UNSUPPORTED"}
"""))
    assert other.apply(result(Outcome.UNSUPPORTED), strict=True).outcome == Outcome.UNSUPPORTED


def test_the_shipped_directml_expectations_link_their_case_files_and_waive_no_unsupported_case():
    root = Path(__file__).resolve().parent.parent
    exp = load_expectations(root / "tests/directml/directml-wine.expectations.yaml")
    assert exp.waivers and all(w.reason and w.link and (root / w.link).exists() for w in exp.waivers)
    accepted = result(Outcome.FAIL, backend="directml:wine")
    accepted.case_id = "max_pooling2-invalid-strides-positive-2_1-abc"
    accepted.message = "invalid desc accepted: ..."
    assert exp.apply(accepted, strict=True).outcome == Outcome.WAIVED
    # the lost device on an absent optional output was the worker's binding bug, fixed: the only
    # UNSUPPORTED cases of directml:wine waived are DirectML's DXIL kernels (CompileOperator fails
    # after CreateOperator accepted), so any other would count against it
    from conformance.backends.directml import WINE_COMPILE_LIMIT

    compile_limit = [w.message.partition("after CreateOperator accepted the desc (") for w in exp.waivers
                     if "UNSUPPORTED" in w.outcomes]
    assert compile_limit and all(not before and sep and WINE_COMPILE_LIMIT.startswith(after)
                                 for before, sep, after in compile_limit)
    lost = result(Outcome.UNSUPPORTED, backend="directml:wine")
    lost.case_id = "max_pooling2-prop-2_1-input-float32-abc"
    lost.message = "this device loses itself when an optional output tensor is absent"
    assert exp.apply(lost, strict=True).outcome == Outcome.UNSUPPORTED


# --------------------------------------------------------------------------- runs

class Partial(ReferenceBackend):
    """The reference, lacking ARGMIN (declared), and refusing to be handed invalid descs of ARGMAX
    (as a C interface cannot take some)."""
    name = "partial"

    def supports(self, case, op):
        if op.short_name == "argmin":
            return Support.no("this device lacks ARGMIN")
        if op.short_name == "argmax" and case.expect == "invalid":
            return Support.no("the desc has no C form", inexpressible=True)
        return Support.yes()


class StrictPartial(Partial):
    name = "strictpartial"
    implements_directml = True


@pytest.fixture
def partial_backends(monkeypatch):
    monkeypatch.setitem(BACKENDS, "partial", Partial)
    monkeypatch.setitem(BACKENDS, "strictpartial", StrictPartial)


def run(capsys, *argv) -> tuple[int, str, str]:
    capsys.readouterr()
    code = cli.main(["run", "--progress", "off", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_strict_backend_is_not_conformant_with_unsupported_required_cases(tmp_path, capsys, partial_backends):
    code, out, err = run(capsys, "--backend", "partial", "--out", str(tmp_path / "peer"), *SELECT)
    assert code == 0, out + err
    assert "dmlconf: partial: conformant; " in out and "UNSUPPORTED (a partial peer" in out
    assert json.loads((tmp_path / "peer" / "environment.json").read_text())["strict"] is False

    code, out, err = run(capsys, "--backend", "strictpartial", "--out", str(tmp_path / "impl"), *SELECT)
    assert code == 1, out + err
    assert "dmlconf: strictpartial: NOT conformant (" in err and "counted against" in err
    assert json.loads((tmp_path / "impl" / "environment.json").read_text())["strict"] is True
    results = list(read_results(tmp_path / "impl" / "results.jsonl"))
    assert any(r.outcome == Outcome.UNSUPPORTED and r.operator == "DML_ARGMIN_OPERATOR_DESC" for r in results)


def test_an_expectations_file_waives_a_strict_backends_known_lack(tmp_path, capsys, partial_backends):
    exp = write(tmp_path, "impl.yaml", """format: dmlconf-expectations/1
backend: strictpartial
waive:
  - {cases: "argmin-*", outcomes: [UNSUPPORTED], message: lacks ARGMIN, reason: no ARGMIN on this device}
""")
    out_dir = tmp_path / "impl"
    code, out, err = run(capsys, "--backend", "strictpartial", "--out", str(out_dir), "--expectations", str(exp),
                         "--operator", "argmin", "--operator", "argmax", "-k", "example or invalid")
    assert code == 0, out + err
    results = list(read_results(out_dir / "results.jsonl"))
    v = verdict(results, "strictpartial", True)
    assert v.waived_unsupported > 0 and v.inexpressible > 0 and v.conformant
    assert f"dmlconf: {v.line()}" in out and "(all waived by the expectations file)" in out
    assert "cannot express the desc (not counted)" in out


# --------------------------------------------------------------------------- the signed statement

def test_the_statement_signs_the_verdict_and_verify_recomputes_it(tmp_path, capsys, partial_backends):
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    from conformance.run import certify
    from conformance.spec import load_specs

    specs = load_specs()
    bundle = tmp_path / "bundle"
    code, out, err = run(capsys, "--backend", "strictpartial", "--feature-level", "4_1", "--out", str(bundle),
                         *SELECT)
    assert code == 1, out + err
    key = Ed25519PrivateKey.generate()
    from conformance.run.accounting import suite_statement
    from conformance.run.profiles import PROFILES

    suite = suite_statement(specs, PROFILES["ci"])
    statement = certify.seal(bundle, key, backend="strictpartial", level="4_1", spec_digest=specs.digest,
                             version="0.1.0", suite=suite)
    results = list(read_results(bundle / "results.jsonl"))
    assert statement["verdict"] == verdict(results, "strictpartial", True).to_json()
    assert statement["verdict"]["strict"] is True and statement["conformant"] is False
    check = certify.verify(bundle, specs, key.public_key())
    # a few examples are not the whole suite (its coverage is named), but the verdict stands
    assert check.verdict is not None and check.verdict.to_json() == statement["verdict"]
    assert not any("verdict" in p or "strict" in p for p in check.problems), check.problems

    # the vendor re-seals its implementation of DirectML as a partial peer: refused
    data = json.loads((bundle / "environment.json").read_text())
    (bundle / "environment.json").write_text(json.dumps({**data, "strict": False}))
    (bundle / "statement.json").unlink()
    forged = certify.seal(bundle, key, backend="strictpartial", level="4_1", spec_digest=specs.digest,
                          version="0.1.0", suite=suite)
    assert forged["verdict"]["strict"] is False
    problems = certify.verify(bundle, specs, key.public_key()).problems
    assert any("judges strictpartial as a partial peer, but it implements DirectML" in p for p in problems), problems
