"""The report in a real browser (headless Chromium through selenium): it renders without
console errors, the verdict and the matrix show, a click on a failing cell lists that cell's
failures and hides the rest, and a backend named ``<script>...`` is text, not code.

Skipped where Chromium, chromedriver or selenium is missing, unless DMLCONF_REQUIRE_BROWSER=1
(CI sets it), which makes a missing browser a failure.
"""

from __future__ import annotations

import json
import os
import shutil
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
    assert all(r.is_displayed() for r in rows if r.find_element(By.XPATH, "..").tag_name != "details")
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
