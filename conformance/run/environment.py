"""Reading ``environment.json``: what a run folder says about the machine, the backend and the run.

The run writes it (conformance.run.plugin) and ``report`` reads it back, from folders that may
come from other machines, so it is read like any other input: totally (conformance.files: a
regular UTF-8 file, strict JSON) and checked for the shape the report reads, either one run's
environment or the merged ``{"backends": {label: env}, "skipped": {label: reason}}``. Anything
else is one line naming the file and the field, never a traceback in the middle of a report.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from ..files import FileFormatError, load_json
from ..spec.values import key_name

ENVIRONMENT = "environment.json"

# the keys a run's environment has (conformance.run.plugin.environment) that the report reads as text
TEXT_KEYS = ("dmlconf", "spec_digest", "python", "platform", "numpy", "backend", "backend_reason", "device",
             "backend_max_feature_level", "target_feature_level", "profile", "expectations", "agree_with",
             "agree_with_level")


def read_environment(path: Path | str, missing_ok: bool = True) -> dict[str, Any]:
    """The checked environment in ``path``; ``{}`` when there is none and ``missing_ok``."""
    path = Path(path)
    if missing_ok and not os.path.lexists(path):
        return {}
    env = load_json(path, "environment file")
    check_environment(env, str(path))
    return env


def check_environment(env: Any, where: str) -> None:
    """Raise FileFormatError (``where: field: ...``) unless ``env`` has the shape the report reads."""
    if not isinstance(env, dict):
        raise FileFormatError(f"{where}: an environment must be a JSON object, not {_kind(env)}")
    if "backends" in env or "skipped" in env:
        backends = env.get("backends", {})
        if not isinstance(backends, dict):
            raise FileFormatError(f"{where}: backends: must be an object of backend label -> environment, "
                                  f"not {_kind(backends)}")
        for label, one in backends.items():
            _check_run(one, where, f"backends.{key_name(label)}")
        skipped = env.get("skipped", {})
        if not isinstance(skipped, dict):
            raise FileFormatError(f"{where}: skipped: must be an object of backend label -> reason, "
                                  f"not {_kind(skipped)}")
        for label, reason in skipped.items():
            if not isinstance(reason, str):
                raise FileFormatError(f"{where}: skipped.{key_name(label)}: must be a string (the reason), "
                                      f"not {_kind(reason)}")
    else:
        _check_run(env, where, "")


def _check_run(env: Any, where: str, path: str) -> None:
    at = f"{path}." if path else ""
    if not isinstance(env, dict):
        raise FileFormatError(f"{where}: {path or '(top level)'}: a run's environment must be an object, "
                              f"not {_kind(env)}")
    for key in TEXT_KEYS:
        if env.get(key) is not None and not isinstance(env[key], str):
            raise FileFormatError(f"{where}: {at}{key}: must be a string, not {_kind(env[key])}")
    if env.get("backend_available") is not None and not isinstance(env["backend_available"], bool):
        raise FileFormatError(f"{where}: {at}backend_available: must be true or false, "
                              f"not {_kind(env['backend_available'])}")
    for key in ("backend_versions", "agree_with_versions"):
        versions = env.get(key)
        if versions is None:
            continue
        if not isinstance(versions, dict):
            raise FileFormatError(f"{where}: {at}{key}: must be an object of library -> version, "
                                  f"not {_kind(versions)}")
        for lib, version in versions.items():
            if isinstance(version, (dict, list)):
                raise FileFormatError(f"{where}: {at}{key}.{key_name(lib)}: must be a version, "
                                      f"not {_kind(version)}")
    folders = env.get("folders")
    if folders is not None and (not isinstance(folders, list) or not all(isinstance(f, str) for f in folders)):
        raise FileFormatError(f"{where}: {at}folders: must be a list of folder names")


def _kind(value: Any) -> str:
    names = {dict: "an object", list: "a list", str: "a string", bool: "a boolean", int: "a number",
             float: "a number", type(None): "null"}
    return names.get(type(value), type(value).__name__)
