"""The run folders a report reads: found under the folders given (a run, or a run over several
backends), each read whole: every record, every line that is not one counted and the first
named, and a folder with no readable record refused in one line (``dmlconf report``)."""

from __future__ import annotations

import sys
from pathlib import Path

from conformance.errors import DmlconfError
from conformance.run.results import RESULTS, Result, Unreadable, folder_holder, printable, read_results


def result_folders(dirs: list[Path]) -> list[Path]:
    """The run folders under each DIR: DIR itself when it holds results.jsonl, else the
    per-backend folders of a multi-backend run (DIR/*/results.jsonl)."""
    found: list[Path] = []
    for d in dirs:
        d = Path(d)
        if not d.is_dir():
            raise DmlconfError(printable(f"{d}: no such folder", one_line=True))
        here = [d] if (d / RESULTS).is_file() else sorted(p.parent for p in d.glob(f"*/{RESULTS}"))
        if not here:
            raise DmlconfError(printable(f"{d}: no {RESULTS} in it or in its subfolders", one_line=True))
        for folder in here:
            if folder.resolve() in {f.resolve() for f in found}:
                raise DmlconfError(printable(f"{folder}: given twice (its results would count twice)", one_line=True))
            found.append(folder)
    return found


def read_folders(folders: list[Path]) -> tuple[list[tuple[Result, Path]], list[Unreadable]]:
    """(record, its folder) for every readable record, and each file's unreadable lines. Says
    on stderr, one line each, which folder a run still writes into and which file has lines it
    could not read; DmlconfError when a folder has no readable record (empty, or all garbage)."""
    pairs: list[tuple[Result, Path]] = []
    counts: list[Unreadable] = []
    for folder in folders:
        holder = folder_holder(folder)
        if holder is not None:
            print(printable(f"dmlconf: warning: {folder}: a run is still writing into it ({holder}); its results "
                            "are partial", one_line=True), file=sys.stderr)
        unreadable = Unreadable(folder / RESULTS)
        before = len(pairs)
        pairs += [(r, folder) for r in read_results(folder / RESULTS, unreadable)]
        if len(pairs) == before:
            if unreadable:
                raise DmlconfError(f"{unreadable.summary()}; no result to report")
            raise DmlconfError(printable(f"{folder / RESULTS}: empty; no result to report", one_line=True))
        if unreadable:
            print(f"dmlconf: {unreadable.summary()}", file=sys.stderr)
        counts.append(unreadable)
    return pairs, counts
