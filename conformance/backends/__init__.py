"""Backends by name: the numpy ``reference``, the peer libraries and DirectML itself, each behind
the narrow protocol of ``base.py`` (docs/design.md, Backends). May use errors, reference, spec and cases.

Every backend, built-in or not, is found the same way: ``backend_class(NAME)`` looks the name up in
``BACKENDS``, which holds the built-ins below and, on first use, every backend that an installed
distribution registers under the entry-point group ``dmlconf.backends``::

    [project.entry-points."dmlconf.backends"]
    mine = "my_package.module:MyBackend"

A plugin is imported only when it is looked up, so a broken one cannot break dmlconf: its name is
listed, and the class it gets is a stand-in whose ``probe`` says why it is unavailable. A plugin
that takes a built-in's name (or another plugin's) is refused (``refused_plugins``).
"""

from __future__ import annotations

from collections.abc import MutableMapping
from dataclasses import dataclass
from typing import Callable, Iterator

from ..errors import DmlconfError
from ..spec import FeatureLevel, SpecSet
from .base import Backend, Prepared, Probe, Rejection, Support, Unsupported
from .cupy_cuda import CupyBackend
from .directml import DirectMLBackend
from .jax_xla import JaxBackend
from .onnx_backends import OnnxReferenceBackend, OnnxRuntimeBackend
from .pytorch import TorchBackend
from .reference import ReferenceBackend

ENTRY_POINT_GROUP = "dmlconf.backends"

BUILT_IN: dict[str, type[Backend]] = {
    "reference": ReferenceBackend,
    "onnxruntime": OnnxRuntimeBackend,
    "onnx-reference": OnnxReferenceBackend,
    "torch": TorchBackend,
    "jax": JaxBackend,
    "cupy": CupyBackend,
    "directml": DirectMLBackend,
}


class UnloadableBackend(Backend):
    """Stands in for a plugin that cannot be loaded: never available, and says why."""
    reason = ""

    def probe(self) -> Probe:
        return Probe(False, self.reason)

    def supports(self, case, op) -> Support:
        return Support.no(self.reason)

    def run(self, prepared: Prepared):
        raise DmlconfError(f"backend {self.name!r} cannot be used: {self.reason}")


@dataclass
class Registration:
    """One name in the registry: where its class comes from, and (once loaded) the class or why not."""
    name: str
    origin: str  # "built-in", "registered" (added at run time) or "plugin DIST VERSION"
    target: str = ""  # an entry point's "module:attribute"
    load: Callable[[], object] | None = None
    cls: type[Backend] | None = None
    error: str | None = None

    @property
    def is_plugin(self) -> bool:
        return self.origin.startswith("plugin")


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__


class BackendRegistry(MutableMapping):
    """name -> Backend class. Built-ins first, then the entry points of ``dmlconf.backends``
    (discovered on first use; each imported when first looked up). Tests may add classes
    (``BACKENDS["mine"] = cls``) and remove them again."""

    def __init__(self, built_in: dict[str, type[Backend]], group: str = ENTRY_POINT_GROUP):
        self.group = group
        self._entries = {name: Registration(name, "built-in", cls=cls) for name, cls in built_in.items()}
        self._discovered = False
        self.refused: list[tuple[str, str]] = []  # (name, why) for each plugin that was not registered

    # -- discovery

    def discover(self, force: bool = False) -> None:
        """Read the installed entry points (once; ``force`` reads them again)."""
        if self._discovered and not force:
            return
        self._discovered = True
        if force:
            self._entries = {n: e for n, e in self._entries.items() if not e.is_plugin}
            self.refused = []
        try:
            from importlib.metadata import entry_points

            found = list(entry_points(group=self.group))
        except Exception as exc:  # a broken distribution's metadata must not break dmlconf
            self.refused.append((self.group, f"the entry points could not be read: {_one_line(exc)}"))
            return
        for ep in found:
            try:
                dist = getattr(ep, "dist", None)
                origin = f"plugin {dist.metadata['Name']} {dist.version}" if dist is not None else "plugin"
            except Exception:  # metadata without a name or version: the plugin is still usable
                origin = "plugin"
            name = ep.name.strip()
            if not name or ":" in name or "," in name or name == "all":
                self.refused.append((name, f"{origin} ({ep.value}): a backend name may not be empty, hold ':' "
                                           "or ',', or be 'all'"))
                continue
            taken = self._entries.get(name)
            if taken is not None:
                whose = "a built-in backend" if taken.origin == "built-in" else f"the backend of {taken.origin}"
                self.refused.append((name, f"{origin} ({ep.value}) registers a name taken by {whose}; "
                                           "register it under another name"))
                continue
            self._entries[name] = Registration(name, origin, ep.value, ep.load)

    # -- lookup

    def registration(self, name: str) -> Registration | None:
        entry = self._entries.get(name)
        if entry is not None and not entry.is_plugin:  # a built-in wins any clash: no need to read the plugins
            return entry
        self.discover()
        return self._entries.get(name)

    def resolve(self, entry: Registration) -> type[Backend]:
        """The entry's class, importing a plugin on first use; a stand-in when it cannot be loaded."""
        if entry.cls is None and entry.error is None:
            try:
                obj = entry.load()
            except (Exception, SystemExit) as exc:
                entry.error = f"{entry.origin} ({entry.target}) failed to load: {_one_line(exc)}"
            else:
                if not (isinstance(obj, type) and issubclass(obj, Backend)):
                    entry.error = (f"{entry.origin} ({entry.target}) is not a subclass of "
                                   f"conformance.backends.base.Backend")
                elif getattr(obj, "name", None) != entry.name:
                    entry.error = (f"{entry.origin} ({entry.target}): the class names itself {obj.name!r}, "
                                   f"the entry point {entry.name!r}; they must agree (set name = {entry.name!r})")
                else:
                    entry.cls = obj
        if entry.cls is not None:
            return entry.cls
        return type(f"Unloadable_{entry.name}", (UnloadableBackend,), {"name": entry.name, "reason": entry.error})

    # -- the mapping

    def __getitem__(self, name: str) -> type[Backend]:
        entry = self.registration(name)
        if entry is None:
            raise KeyError(name)
        return self.resolve(entry)

    def __contains__(self, name: object) -> bool:  # a name is known without importing its plugin
        return isinstance(name, str) and self.registration(name) is not None

    def __setitem__(self, name: str, cls: type[Backend]) -> None:
        self.discover()
        self._entries[name] = Registration(name, "registered", cls=cls)

    def __delitem__(self, name: str) -> None:
        self.discover()
        del self._entries[name]

    def __iter__(self) -> Iterator[str]:
        self.discover()
        return iter(list(self._entries))

    def __len__(self) -> int:
        self.discover()
        return len(self._entries)


BACKENDS = BackendRegistry(BUILT_IN)


def known_names() -> str:
    return ", ".join(sorted(BACKENDS))


def backend_class(name: str) -> type[Backend]:
    """The one lookup of a backend by NAME (no ``:OPTION``), built-in or plugin. An unknown name
    raises DmlconfError; a plugin that cannot be loaded gives a stand-in that probes unavailable
    with the reason (``check_backend`` turns that into an error)."""
    entry = BACKENDS.registration(name)
    if entry is None:
        raise DmlconfError(f"unknown backend {name!r} (known: {known_names()})")
    return BACKENDS.resolve(entry)


def check_backend(label: str) -> type[Backend]:
    """``NAME[:OPTION]`` -> its class, or a one-line DmlconfError: unknown, or a plugin that
    cannot be loaded (with the reason)."""
    name = label.partition(":")[0]
    cls = backend_class(name)
    if issubclass(cls, UnloadableBackend):
        raise DmlconfError(f"backend {name!r} cannot be used: {cls.reason}")
    return cls


def check_backends(labels: list[str], pytest_args: list[str] = ()) -> None:
    """What ``dmlconf run --backend`` names, before pytest starts: each label known and loadable, or a
    one-line DmlconfError. Left to pytest when its arguments load a plugin (``-p NAME``), which
    may register backends of its own (``tests/faulty_backends.py``)."""
    if not labels:
        raise DmlconfError("--backend: no backend named")
    for n, arg in enumerate(pytest_args):
        plugin = (pytest_args[n + 1] if n + 1 < len(pytest_args) else "") if arg == "-p" else \
            arg[2:] if arg.startswith("-p") and not arg.startswith("--") else None
        if plugin and not plugin.startswith("no:"):
            return
    for label in labels:
        check_backend(label)


def origin(name: str) -> str:
    """Where a backend comes from: built-in, registered, or ``plugin DIST VERSION``."""
    entry = BACKENDS.registration(name)
    return entry.origin if entry else "unknown"


def refused_plugins() -> list[tuple[str, str]]:
    """(name, why) for each ``dmlconf.backends`` entry point that was not registered."""
    BACKENDS.discover()
    return list(BACKENDS.refused)


def configurations() -> list[str]:
    """Every ``NAME[:OPTION]`` worth listing: each device of each backend (a plugin that cannot
    be loaded is listed by its name; its probe says why)."""
    out = []
    for name in BACKENDS:
        cls = backend_class(name)
        listed = getattr(cls, "configurations", None)  # a backend may list more (DirectML's releases)
        if callable(listed):
            out += listed()
            continue
        devices = getattr(cls, "devices", ())
        out += [f"{name}:{d}" for d in devices] if len(devices) > 1 else [name]
    return out


def create_backend(spec: str, specs: SpecSet, feature_level: FeatureLevel, isolate: bool | None = None) -> Backend:
    """``NAME[:OPTION]`` -> a backend instance (not yet probed). Backends marked ``isolated``
    run in a worker process unless ``isolate`` is False."""
    name, _, option = spec.partition(":")
    cls = backend_class(name)
    if issubclass(cls, UnloadableBackend):
        return cls(specs, option or None, feature_level)  # nothing to isolate: it only says why not
    isolated = getattr(cls, "isolated", False)
    if callable(isolated):  # per configuration: e.g. directml:wine keeps its own worker process
        isolated = isolated(option or None)
    if isolate if isolate is not None else isolated:
        from .worker import IsolatedBackend

        return IsolatedBackend(cls, specs, option or None, feature_level)
    return cls(specs, option or None, feature_level)


# --------------------------------------------------------------------------- probing many at once

def _probe_child(conn, labels: list[str], specs, level: str) -> None:
    """In a child process: probe ``labels`` (configurations of one backend) in this process, and
    send ``(label, Probe)`` for each as it is known."""
    import os
    import sys

    if hasattr(os, "setpgrp"):
        os.setpgrp()  # its own process group: a probe that hangs is killed with what it started
    try:
        os.dup2(sys.stderr.fileno(), sys.stdout.fileno())  # library chatter must not mix into the listing
    except (OSError, ValueError):
        pass
    if not isinstance(specs, SpecSet):  # spawned, not forked: load them again
        from ..spec import load_specs

        specs = load_specs(specs)
    for label in labels:
        try:
            backend = create_backend(label, specs, specs.level(level), isolate=False)
            try:
                probe = backend.probe()
            finally:
                backend.close()
        except BaseException as exc:  # reported, never raised: one backend cannot spoil the list
            probe = Probe(False, f"its probe raised {_one_line(exc)}")
        conn.send((label, probe))
    conn.close()


def _death(code: int | None) -> str:
    import signal

    if code is not None and code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exit code {code}"


def probe_all(labels: list[str], specs: SpecSet, timeout: float = 60.0) -> Iterator[tuple[str, Probe]]:
    """Probe every configuration in ``labels`` at once: each backend (its configurations together)
    in its own child process, concurrently. Yields ``(label, Probe)`` in the order of ``labels``, each
    as soon as it is known. A backend whose probe has not answered ``timeout`` seconds after the start
    is killed (with the processes it started) and listed unavailable; one whose process dies is
    unavailable with how it died."""
    import multiprocessing
    import os
    import signal
    import sys
    import time
    from multiprocessing.connection import wait

    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    forked = context.get_start_method() == "fork"
    groups: dict[str, list[str]] = {}
    for label in labels:
        groups.setdefault(label.partition(":")[0], []).append(label)
    sys.stdout.flush()
    sys.stderr.flush()
    children = {}  # the parent's end of each pipe -> (process, its labels)
    for name, members in groups.items():
        parent_end, child_end = context.Pipe(duplex=False)
        process = context.Process(target=_probe_child, name=f"dmlconf-probe-{name}", daemon=True,
                                  args=(child_end, members, specs if forked else str(specs.directory),
                                        specs.highest_level.name))
        process.start()
        child_end.close()
        children[parent_end] = (process, members)

    def stop(process) -> None:
        if process.is_alive():
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except (AttributeError, OSError):
                process.kill()
        process.join(5)

    found: dict[str, Probe] = {}
    deadline = time.monotonic() + timeout
    pending = dict(children)
    for label in labels:
        while label not in found:
            ready = wait(list(pending), timeout=max(0.0, deadline - time.monotonic())) if pending else []
            for conn in ready:
                process, members = pending[conn]
                try:
                    got, probe = conn.recv()
                    found[got] = probe
                except (EOFError, OSError):  # done, or died
                    process.join(5)
                    for m in members:
                        found.setdefault(m, Probe(False, f"its probe process died ({_death(process.exitcode)})"))
                    del pending[conn]
            if not ready and label not in found:  # the time is up: what has not answered is unavailable
                for conn, (process, members) in pending.items():
                    stop(process)
                    for m in members:
                        found.setdefault(m, Probe(False, f"its probe did not answer within {timeout:g} s"))
                pending = {}
        yield label, found[label]
    for conn, (process, _) in children.items():
        stop(process)
        conn.close()


__all__ = ["Backend", "BACKENDS", "BackendRegistry", "ENTRY_POINT_GROUP", "Prepared", "Probe", "Rejection",
           "Support", "UnloadableBackend", "Unsupported", "backend_class", "check_backend", "check_backends",
           "configurations",
           "create_backend", "origin", "probe_all", "refused_plugins"]
