"""The report in a real browser (headless Chromium through selenium): it renders without
console errors, the verdict and the matrix show, a click on a failing cell lists that cell's
failures and hides the rest, and a backend named ``<script>...`` is text, not code. Over a
report of the default run's shape (ten operators, four backends): the filters and the search
show only the rows that match, long sections are folded and open on a click, the chart has a
bar per operator and backend, no table is wider than the page at 1,400 px, and the page,
folded, is of a reasonable height.

Skipped where Chromium, chromedriver or selenium is missing, unless DMLCONF_REQUIRE_BROWSER=1
(CI sets it), which makes a missing browser a failure.
"""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import time
from pathlib import Path

import pytest

from conformance import cli
from conformance.backends import BACKENDS, Rejection
from conformance.backends.reference import ReferenceBackend
from conformance.spec import load_specs
from reports.html import write_report

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
EVIL = "<script>alert(1)</script>"


def _browser_missing() -> str | None:
    for path in (CHROMIUM, CHROMEDRIVER):
        if not (Path(path).exists() or shutil.which(Path(path).name)):
            return f"{path} is missing (apt-get install chromium chromium-driver)"
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[test]')"
    return None


@pytest.fixture(scope="module")
def driver(tmp_path_factory):
    missing = _browser_missing()
    if missing:
        if os.environ.get("DMLCONF_REQUIRE_BROWSER") == "1":
            pytest.fail(f"DMLCONF_REQUIRE_BROWSER=1 but {missing}")
        pytest.skip(missing)
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--window-size=1400,1000",
                f"--user-data-dir={tmp_path_factory.mktemp('chromium-profile')}"):
        options.add_argument(arg)
    options.binary_location = CHROMIUM if Path(CHROMIUM).exists() else shutil.which("chromium")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=CHROMEDRIVER if Path(CHROMEDRIVER).exists() else shutil.which("chromedriver"))
    browser = webdriver.Chrome(service=service, options=options)
    browser.set_page_load_timeout(30)
    yield browser
    browser.quit()


class EvilBackend(ReferenceBackend):
    """The reference, except: ARGMAX writes garbage (FAIL), ARGMIN's first example raises
    with markup in the message (ERROR), and invalid descs are accepted (FAIL)."""
    name = "evil"

    def run(self, prepared):
        answer = super().run(prepared)
        if isinstance(answer, Rejection):
            return {n: b for n, b in prepared.outputs.items()}
        if prepared.op.short_name == "argmax":
            answer["OutputTensor"][:] = 0xFF
        item = prepared.case.provenance.get("spec_item", "")
        if prepared.op.short_name == "argmin" and item.endswith("example-1-columns"):
            raise RuntimeError(f"driver said {EVIL}")
        return answer


@pytest.fixture(scope="module")
def report(tmp_path_factory) -> Path:
    """A real run (the worked examples and invalid descs of ARGMAX and ARGMIN) of the reference
    and of a buggy backend whose label and messages carry markup, merged into one report."""
    out = tmp_path_factory.mktemp("browser-run")
    label = f"evil:{EVIL}"
    BACKENDS["evil"] = EvilBackend
    try:
        select = ["--", "-k", "(test_argmax or test_argmin) and not property and not equivalence and not observe"]
        assert cli.main(["run", "--backend", "reference", "--out", str(out / "reference"), *select]) == 0
        assert cli.main(["run", "--backend", label, "--out", str(out / "evil"), *select]) == 1
    finally:
        BACKENDS.pop("evil", None)
    env = {"backends": {"reference": json.loads((out / "reference" / "environment.json").read_text()),
                        label: json.loads((out / "evil" / "environment.json").read_text())},
           "skipped": {"cupy": "no CUDA device"}}
    return write_report([out / "reference" / "results.jsonl", out / "evil" / "results.jsonl"],
                        out / "report.html", env, load_specs())


def _severe(driver) -> list[dict]:
    return [e for e in driver.get_log("browser") if e.get("level") == "SEVERE"]


def test_the_report_renders_and_a_click_filters_the_details(driver, report):
    from selenium.common.exceptions import NoAlertPresentException
    from selenium.webdriver.common.by import By

    driver.get(report.resolve().as_uri())
    assert driver.title == "dmlconf conformance report"
    assert _severe(driver) == []

    verdict = driver.find_element(By.ID, "verdict")
    assert verdict.is_displayed()
    assert "✘ not conformant" in verdict.text and "✔ conformant" in verdict.text
    assert "not run: no CUDA device" in verdict.text
    # the label with markup is shown as text, and no script ran from it
    assert f"evil:{EVIL}" in verdict.text
    with pytest.raises(NoAlertPresentException):
        driver.switch_to.alert.text  # noqa: B018
    assert driver.execute_script("return document.querySelectorAll('script').length") == 2

    cells = driver.find_elements(By.CSS_SELECTOR, "#matrix td[data-cell]")
    assert cells and all(c.is_displayed() for c in cells[:5])
    failing = [c for c in cells if "w-FAIL" in c.get_attribute("class")]
    assert failing
    rows = driver.find_elements(By.CSS_SELECTOR, "#details details.dr")
    assert len(rows) >= 3
    cell = failing[0]
    cell_id = cell.get_attribute("data-cell")
    mine = [r for r in rows if r.get_attribute("data-c") == cell_id]
    others = [r for r in rows if r.get_attribute("data-c") != cell_id]
    assert mine and others
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", cell)
    cell.click()

    bar = driver.find_element(By.ID, "filter")
    assert bar.is_displayed()
    label = driver.find_element(By.ID, "filter-label").text
    assert label == cell.get_attribute("title").split(": ")[0]
    assert all(r.is_displayed() for r in mine)
    assert not any(r.is_displayed() for r in others)
    assert "w-FAIL" in cell.get_attribute("class") and "sel" in cell.get_attribute("class")
    opened = mine[0]
    assert opened.get_attribute("open") is not None  # a few failures: opened to show the tensors
    assert "expected" in opened.text and "dmlconf replay" in opened.text

    driver.find_element(By.ID, "filter-clear").click()
    assert not bar.is_displayed()
    # every row is back, and each group is open or folded as when the page loaded
    assert driver.execute_script("return document.querySelectorAll('#details [data-o][hidden]').length") == 0
    for group in driver.find_elements(By.CSS_SELECTOR, "#details details.grp"):
        assert (group.get_attribute("open") is not None) == (group.get_attribute("data-open") is not None)
        listed = group.find_elements(By.CSS_SELECTOR, "details.dr")
        assert all(r.is_displayed() == (group.get_attribute("open") is not None) for r in listed)
    assert _severe(driver) == []


def test_markup_in_a_message_is_text(driver, report):
    from selenium.common.exceptions import NoAlertPresentException
    from selenium.webdriver.common.by import By

    driver.get(report.resolve().as_uri())
    errors = [r for r in driver.find_elements(By.CSS_SELECTOR, "#details details.dr.o-ERROR")]
    assert errors, "the buggy backend raised on ARGMIN's first example"
    driver.execute_script("arguments[0].open = true; arguments[0].scrollIntoView()", errors[0])
    assert f"driver said {EVIL}" in errors[0].text
    with pytest.raises(NoAlertPresentException):
        driver.switch_to.alert.text  # noqa: B018
    assert _severe(driver) == []


# --------------------------------------------------------------------------- a report of the default run's shape

BACKENDS_SEEN = {  # label: (share of data types it lacks, share of its cases that fail); README's per-peer table
    "reference": (0.0, 0.0), "onnx-reference": (0.17, 0.01), "onnxruntime:cpu": (0.37, 0.0), "torch:cpu": (0.28, 0.0)}
CASES_PER_OPERATOR = 464  # 4,636 cases per backend over ten operators, as `dmlconf run --profile ci` draws them


# the kinds of the first ten operators (ARGMAX, ARGMIN, REDUCE, the pooling and TOP_K1 specs)
FIRST_TEN = ("argmax", "argmin", "reduce", "max_pooling", "average_pooling", "lp_pooling", "top_k")


def realistic_run(root: Path, every_operator: bool = False) -> Path:
    """The results of the default run's shape over four backends, in the folders `dmlconf run`
    writes (DIR/NAME/results.jsonl, DIR/NAME/cases/*.json, DIR/report.html): every operator of
    the spec, each data type of its support rows, about 7% OBSERVED (with inputs, on every
    unspecified item), a tenth NOT_REQUIRED... and the UNSUPPORTED and failing shares the peers
    have. Deterministic; written in seconds, where the real run takes minutes."""
    from conformance.run.results import Outcome, Result

    specs = load_specs()
    rng = random.Random(17)
    files, envs = [], {}
    for label, (lacking, failing) in BACKENDS_SEEN.items():
        folder = root / label.replace(":", "-")
        (folder / "cases").mkdir(parents=True)
        records = []
        # the ten operators the layout budgets below were set for (inline folds); every_operator:
        # all of them (packed folds, one fold per matrix: test_a_report_over_every_operator_...)
        for op in sorted((o for o in specs.operators.values()
                          if every_operator or o.semantics["reference"] in FIRST_TEN), key=lambda o: o.short_name):
            first = next(iter(op.support_rows[0].tensors))
            pairs = [(row.feature_level.name, dt) for row in op.support_rows for dt in row.tensors[first].data_types]
            lacks = {dt for _, dt in pairs if rng.random() < lacking}
            for i in range(CASES_PER_OPERATOR):
                level, dt = pairs[i % len(pairs)]
                case_id = f"{op.short_name}-prop-{level}-{dt.lower()}-{i:04d}"
                kw = {"message": "", "details": {}, "spec_item": f"tensor_support/{level}/{first}/{dt}"}
                roll = rng.random()
                if i % 97 == 0:
                    outcome = "NOT_REQUIRED"
                elif dt in lacks:
                    outcome, kw["message"] = "UNSUPPORTED", f"{label} has no {op.short_name} for {dt}"
                elif roll < 0.07 and op.unspecified:
                    item = op.unspecified[i % len(op.unspecified)]["id"]
                    outcome, kw["spec_item"] = "OBSERVED", f"unspecified/{item}"
                    kw["message"] = f"unspecified behaviour ({item})"
                    kw["details"] = {"observed": [item], "inputs": {first: ["nan", 0.25, -1.5]},
                                     "outputs": {"OutputTensor": {"expected": [0], "actual": [rng.choice([0, 1])]}}}
                elif roll > 1 - failing:
                    outcome = "FAIL" if i % 3 else "ERROR"
                    kw["message"] = ("OutputTensor: 1 of 8 elements differ" if outcome == "FAIL"
                                     else "RuntimeError: the evaluator raised on this desc")
                    kw["details"] = {"outputs": {"OutputTensor": {"expected": list(range(8)),
                                                                  "actual": list(range(7)) + [9]}}}
                else:
                    outcome = "PASS"
                case_file = None
                if outcome not in ("PASS", "NOT_REQUIRED"):
                    case_file = folder / "cases" / f"{case_id}.json"
                    case_file.write_text(json.dumps({"format": "dmlconf-case/1", "id": case_id, "operator": op.operator,
                                                     "feature_level": level,
                                                     "desc": {first: {"DataType": dt, "Sizes": [1, 1, 2, 4]}},
                                                     "inputs": {first: [0, 1, 2, 3, 4, 5, 6, 7]}}))
                records.append(Result(case_id, op.operator, "6_4", level, {first: dt, "OutputTensor": dt}, label,
                                      Outcome(outcome), case_file=str(case_file) if case_file else None,
                                      test_id=f"conformance/generated/test_{op.short_name}.py::test_property_{level}",
                                      **kw))
        with open(folder / "results.jsonl", "w", encoding="utf-8") as f:
            for r in records:
                f.write(json.dumps(r.to_json()) + "\n")
        files.append(folder / "results.jsonl")
        envs[label] = {"backend": label, "backend_available": True, "device": "cpu (x86_64)",
                       "target_feature_level": "6_4", "profile": "ci", "strict": label == "reference"}
    env = {"backends": envs, "skipped": {"directml:default": "no D3D12 device here"}}
    return write_report(files, root / "report.html", env, specs)


@pytest.fixture(scope="module")
def realistic(tmp_path_factory) -> Path:
    return realistic_run(tmp_path_factory.mktemp("realistic-run"))


VISIBLE_ROWS = """return Array.prototype.slice.call(document.querySelectorAll('#details [data-o]'))
  .filter(function (r) { return r.offsetParent !== null; })
  .map(function (r) { return [r.getAttribute('data-o'), r.getAttribute('data-b'), r.getAttribute('data-op'),
                              JSON.parse(r.getAttribute('data-dt')), JSON.parse(r.getAttribute('data-lv'))]; });"""


def _select(driver, key: str, value: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    Select(driver.find_element(By.CSS_SELECTOR, f'#filters select[data-f="{key}"]')).select_by_value(value)


def test_the_filters_show_only_the_rows_that_match(driver, realistic):
    from selenium.webdriver.common.by import By

    driver.get(realistic.resolve().as_uri())
    assert _severe(driver) == []
    every = driver.execute_script("return document.querySelectorAll('#details [data-o]').length")
    fails = driver.execute_script("return document.querySelectorAll('#details [data-o=\"FAIL\"]').length")
    assert every > 500 and 0 < fails < every

    _select(driver, "o", "FAIL")
    shown = driver.execute_script(VISIBLE_ROWS)
    assert len(shown) == fails and {r[0] for r in shown} == {"FAIL"}
    assert driver.find_element(By.ID, "shown").text == f"{fails} of {every} rows match"

    _select(driver, "o", "UNSUPPORTED")
    _select(driver, "b", "torch:cpu")
    shown = driver.execute_script(VISIBLE_ROWS)
    assert shown and all(r[0] == "UNSUPPORTED" and r[1] == "torch:cpu" for r in shown)

    _select(driver, "o", "")
    _select(driver, "op", "TOP_K1")
    shown = driver.execute_script(VISIBLE_ROWS)
    assert shown and all(r[1] == "torch:cpu" and r[2] == "TOP_K1" for r in shown)
    assert {r[0] for r in shown} >= {"OBSERVED", "UNSUPPORTED"}  # a folded group opens when it holds a match

    _select(driver, "b", "")
    _select(driver, "op", "")
    _select(driver, "dt", "FLOAT16")
    _select(driver, "lv", "4_1")
    shown = driver.execute_script(VISIBLE_ROWS)
    assert shown and all("FLOAT16" in r[3] and "4_1" in r[4] for r in shown)

    driver.find_element(By.ID, "filter-clear").click()
    assert driver.execute_script("return document.querySelectorAll('#details [data-o][hidden]').length") == 0
    assert all(s.get_attribute("value") == "" for s in driver.find_elements(By.CSS_SELECTOR, "#filters select"))
    assert _severe(driver) == []


def test_the_search_finds_rows_by_their_text(driver, realistic):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(realistic.resolve().as_uri())
    box = driver.find_element(By.ID, "search")
    target = driver.execute_script(
        "return document.querySelector('#details details.dr[data-o=\"ERROR\"] summary code').textContent")
    box.send_keys(target)
    WebDriverWait(driver, 5).until(lambda d: d.find_element(By.ID, "shown").text.startswith("1 of "))
    (only,) = driver.execute_script(VISIBLE_ROWS)
    assert only[0] == "ERROR"
    # words match anywhere in a row, in any case: the message of every ERROR, and on one backend
    box.clear()
    box.send_keys("EVALUATOR raised onnx-reference")
    WebDriverWait(driver, 5).until(lambda d: "match" in d.find_element(By.ID, "shown").text
                                   and not d.find_element(By.ID, "shown").text.startswith("1 of "))
    shown = driver.execute_script(VISIBLE_ROWS)
    assert shown and all(r[0] == "ERROR" and r[1] == "onnx-reference" for r in shown)
    box.clear()
    box.send_keys("no-such-text-anywhere")
    WebDriverWait(driver, 5).until(lambda d: d.find_element(By.ID, "shown").text.startswith("0 of "))
    assert driver.execute_script(VISIBLE_ROWS) == []
    assert _severe(driver) == []


def test_long_sections_are_folded_and_open_on_a_click(driver, realistic):
    from selenium.webdriver.common.by import By

    driver.get(realistic.resolve().as_uri())
    folds = driver.find_elements(By.CSS_SELECTOR, "#unspecified details.unsp-op")
    assert len(folds) >= 10 and all(f.get_attribute("open") is None for f in folds)
    first = next(f for f in folds if f.find_elements(By.CSS_SELECTOR, "table.obs"))  # an operator the run reached
    summary = first.find_element(By.TAG_NAME, "summary")
    assert "observed results" in summary.text
    tables = first.find_elements(By.CSS_SELECTOR, "table.obs")
    assert tables and not tables[0].is_displayed()
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)
    summary.click()
    assert first.get_attribute("open") is not None and tables[0].is_displayed()

    observed = driver.find_element(By.CSS_SELECTOR, '#details details.grp[data-outcome="OBSERVED"]')
    assert observed.get_attribute("open") is None
    rows = observed.find_elements(By.CSS_SELECTOR, "details.dr")
    assert rows and not rows[0].is_displayed()
    head = observed.find_element(By.TAG_NAME, "summary")
    assert f"OBSERVED {len(rows):,}" in head.text
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", head)
    head.click()
    assert rows[0].is_displayed()
    assert all(f.get_attribute("open") is None for f in driver.find_elements(By.CSS_SELECTOR, "#coverage details.op"))
    assert _severe(driver) == []


def test_the_chart_has_a_bar_per_operator_and_backend_and_a_click_filters(driver, realistic):
    from selenium.webdriver.common.by import By

    driver.get(realistic.resolve().as_uri())
    svg = driver.find_element(By.CSS_SELECTOR, "#chart svg")
    assert svg.is_displayed() and svg.get_attribute("role") == "img"
    cells = driver.find_elements(By.CSS_SELECTOR, "#chart svg g.cc")
    pairs = [(c.get_attribute("data-op"), c.get_attribute("data-b")) for c in cells]
    operators = sorted(op.short_name.upper() for op in load_specs().operators.values()
                       if op.semantics["reference"] in FIRST_TEN)  # the operators the realistic run holds
    assert sorted(pairs) == sorted((op, b) for op in operators for b in BACKENDS_SEEN)
    assert driver.execute_script("return document.querySelectorAll('#chart svg g.cc > title').length") == len(cells)
    bar = next(c for c in cells if c.get_attribute("data-op") == "MAX_POOLING" and c.get_attribute("data-b") ==
               "onnxruntime:cpu")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", bar)
    driver.execute_script("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", bar)
    shown = driver.execute_script(VISIBLE_ROWS)
    assert shown and all(r[1] == "onnxruntime:cpu" and r[2] == "MAX_POOLING" for r in shown)
    assert _severe(driver) == []


TABLES_TOO_WIDE = """var page = document.documentElement.clientWidth, out = [];
document.querySelectorAll('table').forEach(function (t) {
  var r = t.getBoundingClientRect();
  if (!r.width) { return; }
  var room = t.parentElement.clientWidth;
  if (r.right > page + 0.5 || t.scrollWidth > room + 0.5) {
    out.push([t.className || t.parentElement.className, Math.round(r.right), t.scrollWidth, room]);
  }
});
return {page: page, scroll: document.documentElement.scrollWidth, tables: document.querySelectorAll('table').length,
        measured: Array.prototype.filter.call(document.querySelectorAll('table'),
                                              function (t) { return t.getBoundingClientRect().width > 0; }).length,
        wide: out};"""


def test_no_table_is_wider_than_the_page_and_the_folded_page_is_short(driver, realistic):
    driver.get(realistic.resolve().as_uri())
    assert driver.execute_script("return window.innerWidth") == 1400
    height = driver.execute_script("return document.body.scrollHeight")
    print(f"\nrealistic report (10 operators, 4 backends), folded: document.body.scrollHeight {height:,} px")
    assert height < 15_000
    folded = driver.execute_script(TABLES_TOO_WIDE)
    assert folded["wide"] == [] and folded["scroll"] <= folded["page"], folded
    # every fold open: every table laid out, still none wider than the page or its container
    driver.execute_script("document.querySelectorAll('details').forEach(function (d) { d.open = true; })")
    opened = driver.execute_script(TABLES_TOO_WIDE)
    print(f"every fold open: {opened['measured']:,} of {opened['tables']:,} tables laid out, widest page "
          f"{opened['scroll']} px of {opened['page']} px")
    assert opened["measured"] > 100 and opened["wide"] == [] and opened["scroll"] <= opened["page"], opened
    assert _severe(driver) == []


# --------------------------------------------------------------------------- every operator

@pytest.fixture(scope="module")
def every_operator(tmp_path_factory) -> Path:
    return realistic_run(tmp_path_factory.mktemp("every-operator-run"), every_operator=True)


FOLDS_READY = "return document.documentElement.getAttribute('data-folds') === 'ready'"


def test_a_report_over_every_operator_is_small_quick_and_short(driver, every_operator):
    """The issue's budgets at 90 operators: under about 10 MB, laid out in Chromium in under 5 s,
    the folded page under 15,000 px (each operator's matrix a fold, closed fold bodies packed); the page
    grows by one closed fold per operator, so past 90 operators under 110 px each (16,101 px at 157)."""
    from selenium.webdriver.support.ui import WebDriverWait

    size = every_operator.stat().st_size
    operators = len(load_specs().operators)
    start = time.perf_counter()
    driver.get(every_operator.resolve().as_uri())
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(FOLDS_READY))
    elapsed = time.perf_counter() - start
    height = driver.execute_script("return document.body.scrollHeight")
    print(f"\nrealistic report ({operators} operators, 4 backends): {size / 2**20:.1f} MiB, loaded and unpacked "
          f"in {elapsed:.2f} s, folded page {height:,} px")
    assert size < 10 * 2**20 and elapsed < 5 and height < max(15_000, 110 * operators)
    folds = driver.execute_script("return document.querySelectorAll('details.mxf').length")
    assert folds == operators  # every operator has its matrix, folded
    assert driver.execute_script(TABLES_TOO_WIDE)["wide"] == []
    assert _severe(driver) == []


def test_a_packed_fold_fills_when_opened_and_its_text_is_searchable(driver, every_operator):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(every_operator.resolve().as_uri())
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(FOLDS_READY))
    group = driver.find_element(By.CSS_SELECTOR, '#details details.grp[data-outcome="ERROR"]')
    row = group.find_element(By.CSS_SELECTOR, "details.dr")
    key = row.get_attribute("data-fold")
    body = driver.execute_script("return window.dmlconfFolds[arguments[0]]", key)
    assert key and "spec item" in body
    assert row.find_elements(By.CSS_SELECTOR, ".body dl") == []  # packed: nothing laid out before it opens
    driver.execute_script("arguments[0].open = true; arguments[1].open = true", group, row)
    WebDriverWait(driver, 5).until(lambda d: row.get_attribute("data-filled") is not None)
    assert row.find_element(By.CSS_SELECTOR, ".body dl").is_displayed()
    # the search reads packed bodies: a spec item is in no summary, only in the bodies
    item = re.search(r"tensor_support/[A-Za-z0-9_/]+", body).group(0)
    driver.find_element(By.ID, "search").send_keys(item)
    WebDriverWait(driver, 5).until(lambda d: "match" in d.find_element(By.ID, "shown").text)
    shown = driver.execute_script(VISIBLE_ROWS)
    assert shown and len(shown) < driver.execute_script("return document.querySelectorAll('#details [data-o]').length")
    assert all(driver.execute_script(
        "return (window.dmlconfFolds[arguments[0].getAttribute('data-fold')] || arguments[0].textContent)"
        ".indexOf(arguments[1]) >= 0", r, item)
        for r in driver.find_elements(By.CSS_SELECTOR, "#details details.dr:not([hidden])"))
    unspecified = driver.find_element(By.CSS_SELECTOR, "#unspecified details.unsp-op")
    assert unspecified.find_elements(By.CSS_SELECTOR, ".unsp") == []
    driver.execute_script("arguments[0].open = true", unspecified)
    WebDriverWait(driver, 5).until(lambda d: unspecified.find_elements(By.CSS_SELECTOR, ".unsp"))
    assert _severe(driver) == []
