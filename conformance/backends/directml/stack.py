"""DirectML on Linux: Microsoft's DirectML.dll under Wine on a software Vulkan device
(``../shared/notes/directml-on-linux.md`` has the measured facts). This module knows where the
stack's parts live and whether they are ready, and ``dmlconf setup directml-wine`` makes them so:

- Debian's ``wine``, ``wine64``, ``xvfb`` and the mingw-w64 C compiler;
- Mesa's lavapipe from bookworm-backports (bookworm's own Mesa 22 lacks the descriptor indexing
  vkd3d needs and computes garbage without a word), on the mirror the machine's apt sources name;
- DirectML.dll, taken from PyPI's ``onnxruntime-directml`` wheel for win_amd64 (the newest
  release), or any release of ``releases.yaml`` from the package that carries it
  (``--release 1.13.1``), kept under ``releases/VERSION/`` and checked by its version resource;
- the worker program (``worker/dmlworker.c``), built with mingw-w64;
- a Wine prefix whose Direct3D renderer is Vulkan.

Everything but the Debian packages lives in one folder, ``$DMLCONF_DIRECTML_WINE_HOME`` or
``~/.cache/dmlconf/directml-wine``. Each step looks before it acts, so a second run changes nothing.
"""

from __future__ import annotations

import functools
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import yaml

HOME_ENV = "DMLCONF_DIRECTML_WINE_HOME"
# The wheel that carries DirectML.dll 1.15.4 (feature level 6_4); the expectations file of known
# DirectML deviations (tests/directml/) was written against this DLL.
DIRECTML_WHEEL = "onnxruntime-directml==1.24.4"
DIRECTML_IN_WHEEL = "onnxruntime/capi/DirectML.dll"
RELEASES_FILE = Path(__file__).parent / "releases.yaml"
STACKS_FILE = Path(__file__).parent / "stacks.yaml"
STACK_TOOLS = {"mmdebstrap": "mmdebstrap", "bwrap": "bubblewrap"}  # a second stack's root: made, then entered
# the DLL inside a package: DirectML.dll, or DirectML.<hash>.dll (tensorflow-directml-plugin)
DLL_IN_PACKAGE = re.compile(r"(^|/)DirectML(\.[0-9a-f]+)?\.dll$", re.IGNORECASE)
APT_PACKAGES = ["wine", "wine64", "xvfb", "gcc-mingw-w64-x86-64"]
BACKPORTS_SUITE = "bookworm-backports"
LAVAPIPE_PACKAGE = "mesa-vulkan-drivers"
LAVAPIPE_MINIMUM = "23"  # older Mesa lacks descriptor indexing (Mesa 22.3 computes garbage); backports has 25
WORKER_SOURCES = Path(__file__).parent / "worker"
MINGW_CC = "x86_64-w64-mingw32-gcc"
# Wine must never open a window or offer to install Mono or Gecko: the worker runs headless.
WINE_DLL_OVERRIDES = "mscoree,mshtml=;winemenubuilder.exe=d"


class SetupError(Exception):
    """A setup step failed; the message says which and what to do."""


def default_home() -> Path:
    if os.environ.get(HOME_ENV):
        return Path(os.environ[HOME_ENV])
    cache = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(cache) / "dmlconf" / "directml-wine"


def worker_source_hash() -> str:
    """What the worker is built from: its sources and the build command."""
    command = [Path(part).name if part.startswith("/") else part for part in _build_command(Path("out.exe"))]
    digest = hashlib.sha256(" ".join(command).encode())  # the same wherever the checkout is
    for path in sorted(WORKER_SOURCES.glob("*.[ch]")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def _build_command(out: Path) -> list[str]:
    return [MINGW_CC, "-O2", "-Wall", "-municode", "-o", str(out), str(WORKER_SOURCES / "dmlworker.c"),
            "-ld3d12", "-ldxgi", "-lversion"]


SHADERS_ENV = "DMLCONF_SHADERS"  # a folder: the worker captures DirectML's compute shaders into it


@dataclass(frozen=True)
class Release:
    version: str
    package: str  # the pip requirement that carries it
    python: str  # the --python-version its wheel is built for
    documented_level: str  # the highest feature level dml-version-history.md gives it
    claims: str | None = None  # the level its feature-level query answered here (None: it does not start)


@functools.cache  # the table does not change while a process runs
def releases() -> dict[str, Release]:
    """The DirectML.dll releases this stack can fetch (``releases.yaml``), oldest first."""
    data = yaml.safe_load(RELEASES_FILE.read_text(encoding="utf-8"))
    table = {v: Release(v, e["package"], e["python"], e["documented_level"], e.get("claims"))
             for v, e in data["releases"].items()}
    return dict(sorted(table.items(), key=lambda kv: _version_key(kv[0])))


@functools.cache
def stacks() -> dict[str, dict]:
    """The second stacks (``stacks.yaml``): name -> its Debian suite and packages."""
    return yaml.safe_load(STACKS_FILE.read_text(encoding="utf-8"))["stacks"]


def _version_key(version: str) -> tuple[int, ...]:
    return tuple(int(p) for p in version.split("."))


def dll_version(data: bytes) -> str | None:
    """The file version in a PE file's version resource (VS_FIXEDFILEINFO: the signature
    0xFEEF04BD, then the structure version and the file version's two DWORDs), as
    ``major.minor.build`` (a zero revision left off); None when it has none."""
    at = data.find(b"\xbd\x04\xef\xfe")
    if at < 0 or at + 16 > len(data):
        return None
    ms = int.from_bytes(data[at + 8:at + 12], "little")
    ls = int.from_bytes(data[at + 12:at + 16], "little")
    parts = [ms >> 16, ms & 0xFFFF, ls >> 16, ls & 0xFFFF]
    return ".".join(str(p) for p in (parts[:3] if parts[3] == 0 else parts))


@dataclass
class WineStack:
    home: Path
    release: str | None = None  # a release of releases.yaml; None: the newest, at home/DirectML.dll
    stack: str | None = None  # a second stack of stacks.yaml, in its own root; None: the host's Wine

    @classmethod
    def here(cls, release: str | None = None, stack: str | None = None) -> "WineStack":
        return cls(default_home(), release, stack)

    @property
    def dll(self) -> Path:
        if self.release is None:
            return self.home / "DirectML.dll"
        return self.home / "releases" / self.release / "DirectML.dll"

    @property
    def root(self) -> Path | None:
        """The second stack's Debian root (None on the host's own Wine)."""
        return None if self.stack is None else self.home / "stacks" / self.stack / "root"

    def installed_releases(self) -> list[str]:
        """The releases set up under ``releases/`` (each by ``--release``), oldest first."""
        found = [d.name for d in (self.home / "releases").glob("*") if (d / "DirectML.dll").is_file()]
        return sorted((v for v in found if re.fullmatch(r"\d+(\.\d+)+", v)), key=_version_key)

    @property
    def worker(self) -> Path:
        return self.home / f"dmlworker-{worker_source_hash()}.exe"

    @property
    def prefix(self) -> Path:  # each Wine version keeps a prefix of its own
        return self.home / "prefix" if self.stack is None else self.home / "stacks" / self.stack / "prefix"

    @property
    def record(self) -> Path:
        return self.home / "stack.json"

    def missing(self) -> str | None:
        """Why the stack cannot run yet, or None."""
        if sys.platform != "linux":
            return f"directml:wine runs DirectML under Wine on Linux; this is {sys.platform}"
        lacking = [tool for tool in ("wine", "Xvfb") if shutil.which(tool) is None]
        if lacking:
            return f"{' and '.join(lacking)} not found: run `dmlconf setup directml-wine`"
        if self.release is not None and self.release not in releases():
            return (f"DirectML {self.release} is not a release this stack can fetch "
                    f"(known: {', '.join(releases())}; conformance/backends/directml/releases.yaml)")
        if self.stack is not None and self.stack not in stacks():
            return f"no Wine stack {self.stack!r} (known: {', '.join(stacks())}; {STACKS_FILE.name})"
        setup = "dmlconf setup directml-wine" + (f" --release {self.release}" if self.release else "") \
            + (f" --stack {self.stack}" if self.stack else "")
        if self.stack is not None and shutil.which("bwrap") is None:
            return f"bwrap (Debian package bubblewrap) not found: run `{setup}`"
        stack_wine = [(self.root / "usr" / "bin" / "wine", f"the {self.stack} root")] if self.stack else []
        for path, what in (*stack_wine, (self.dll, f"DirectML.dll {self.release or ''}".rstrip()),
                           (self.worker, "the worker program (for these sources)"),
                           (self.prefix / "system.reg", "the Wine prefix")):
            if not path.exists():
                return f"{what} is not at {path}: run `{setup}`"
        return None

    needs_display = True  # D3D12CreateDevice under Wine fails without an X display

    def worker_command(self) -> list[str]:
        return self.inside(["wine", str(self.worker), "Z:" + str(self.dll).replace("/", "\\")])

    def inside(self, argv: list[str]) -> list[str]:
        """``argv`` as run on this stack: on a second stack, in its root under bubblewrap, with
        the cache (DLLs, worker, prefix), /tmp (the X socket) and a shader folder at their paths."""
        if self.root is None:
            return argv
        binds = ["--bind", str(self.home), str(self.home), "--bind", "/tmp", "/tmp"]
        shaders = os.environ.get(SHADERS_ENV)
        if shaders and Path(shaders).is_dir():
            binds += ["--bind", str(Path(shaders).resolve()), str(Path(shaders).resolve())]
        return ["bwrap", "--bind", str(self.root), "/", "--dev", "/dev", "--proc", "/proc", *binds,
                "--die-with-parent", "--", *argv]

    def environment(self, display: str) -> dict[str, str]:
        # DMLCONF_WINEDEBUG: Wine's log channels for triage (e.g. fixme+all shows vkd3d skipping DXIL)
        env = dict(os.environ, WINEPREFIX=str(self.prefix), WINEDEBUG=os.environ.get("DMLCONF_WINEDEBUG", "-all"),
                   WINEDLLOVERRIDES=WINE_DLL_OVERRIDES, DISPLAY=display)
        env.pop("WAYLAND_DISPLAY", None)
        if self.stack is not None:  # the root's own programs and Vulkan drivers, not the host's
            for name in ("LD_LIBRARY_PATH", "VK_ICD_FILENAMES", "VK_DRIVER_FILES", "PYTHONPATH"):
                env.pop(name, None)
            env["PATH"] = "/usr/local/bin:/usr/bin:/bin"
        shaders = os.environ.get(SHADERS_ENV)
        if shaders:  # the worker writes each compute shader DirectML creates there (shaders.py)
            env["DMLCONF_SHADER_DIR"] = "Z:" + str(Path(shaders).resolve()).replace("/", "\\")
        return env

    def versions(self) -> dict[str, str]:
        """The parts of the stack below DirectML (DirectML's own version comes from the DLL)."""
        out = {}
        wine = _output(self.inside(["wine", "--version"]))
        if wine:
            out["Wine"] = wine + (f" (Debian {stacks()[self.stack]['suite']}, in its own root)" if self.stack else "")
            out["vkd3d"] = f"{self.vkd3d() or 'unknown'}, bundled in Wine's d3d12.dll"
        admin = [] if self.root is None else [f"--admindir={self.root / 'var/lib/dpkg'}"]
        packages = _installed([LAVAPIPE_PACKAGE, "wine64", "xvfb"], admin)
        if packages.get(LAVAPIPE_PACKAGE):
            out["Mesa (lavapipe)"] = packages[LAVAPIPE_PACKAGE]
        try:
            record = self.record if self.release is None else self.dll.with_name("release.json")
            recorded = json.loads(record.read_text())
            out["DirectML.dll from"] = recorded.get("wheel", "")
        except (OSError, ValueError):
            pass
        return out

    def vkd3d(self) -> str | None:
        """The vkd3d Wine bundles, from the build string in its wined3d.dll ("vkd3d-shader 1.14")."""
        found = glob.glob(str(self.root or Path("/")) + "/usr/lib/*/wine/x86_64-windows/wined3d.dll")
        try:
            data = Path(found[0]).read_bytes() if found else b""
        except OSError:
            return None
        m = re.search(rb"vkd3d-shader (\d+\.\d+(?:\.\d+)?)", data)
        return m.group(1).decode() if m else None


# ----------------------------------------------------------------------------- setup

def setup(stack: WineStack, say: Callable[[str], None] = print, verify: Callable[[WineStack], str] | None = None,
          extra_releases: tuple[str, ...] = (), extra_stacks: tuple[str, ...] = ()) -> int:
    """``dmlconf setup directml-wine [--release V ...] [--stack NAME]``: 0 when the stack is ready
    (and verified), 1 when a step failed, 2 when it needs root for packages. ``stack`` (the
    host's Wine and the newest DLL) is always set up; ``extra_releases`` and the second stacks
    ``extra_stacks`` (each a root and a prefix of its own) beside it."""
    if sys.platform != "linux":
        say(f"directml:wine needs Linux (this is {sys.platform}); on Windows use the directml backend directly")
        return 2
    try:
        if not _packages(say, list(STACK_TOOLS.values()) if extra_stacks else []):
            return 2
        stack.home.mkdir(parents=True, exist_ok=True)
        _directml_dll(stack, say)
        for release in extra_releases:
            _directml_dll(WineStack(stack.home, release), say)
        _worker(stack, say)
        _prefix(stack, say)
        for name in extra_stacks:
            second = WineStack(stack.home, stack=name)
            _stack_root(second, say)
            _prefix(second, say)
    except SetupError as exc:
        say(f"setup failed: {exc}")
        return 1
    if verify is not None:
        found = verify(stack)
        say(found)
        if found.startswith("not ready"):
            return 1
    return 0


# apt-get waits for a package lock another apt or dpkg holds (an unattended upgrade, a second
# setup) instead of failing at once on it: up to APT_LOCK_WAIT_S seconds
APT_LOCK_WAIT_S = 600
APT_GET = ["apt-get", "-o", f"DPkg::Lock::Timeout={APT_LOCK_WAIT_S}"]


def _packages(say, extra: list[str]) -> bool:
    wanted = APT_PACKAGES + extra
    installed = _installed(wanted + [LAVAPIPE_PACKAGE])
    missing = [p for p in wanted if not installed.get(p)]
    lavapipe = installed.get(LAVAPIPE_PACKAGE)
    old_mesa = not lavapipe or not _at_least(lavapipe, LAVAPIPE_MINIMUM)
    if not missing and not old_mesa:
        say(f"packages: {', '.join(wanted)} and {LAVAPIPE_PACKAGE} {lavapipe} already installed")
        return True
    if os.geteuid() != 0:
        say("setup needs root to install Debian packages; as root run:")
        if missing:
            say(f"  apt-get update && apt-get install -y --no-install-recommends {' '.join(missing)}")
        if old_mesa:
            say(f"  add the {BACKPORTS_SUITE} suite on your Debian mirror to the apt sources, apt-get update, then "
                f"apt-get install -y -t {BACKPORTS_SUITE} {LAVAPIPE_PACKAGE}  (Mesa {lavapipe or 'none'} is "
                f"installed; DirectML needs lavapipe from Mesa {LAVAPIPE_MINIMUM} or newer)")
        say("then run `dmlconf setup directml-wine` again")
        return False
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    if old_mesa:
        _add_backports(say)
    _run([*APT_GET, "update", "-qq"], "apt-get update", env)
    if missing:
        say(f"packages: installing {' '.join(missing)}")
        _run([*APT_GET, "install", "-y", "-qq", "--no-install-recommends", *missing], "apt-get install", env)
    if old_mesa:
        say(f"packages: installing {LAVAPIPE_PACKAGE} from {BACKPORTS_SUITE} (installed: {lavapipe or 'none'})")
        _run([*APT_GET, "install", "-y", "-qq", "--no-install-recommends", "-t", BACKPORTS_SUITE, LAVAPIPE_PACKAGE],
             "apt-get install (backports)", env)
    now = _installed(wanted + [LAVAPIPE_PACKAGE])
    still = [p for p in wanted + [LAVAPIPE_PACKAGE] if not now.get(p)]
    if still:
        raise SetupError(f"still not installed after apt-get: {', '.join(still)}")
    if not _at_least(now[LAVAPIPE_PACKAGE], LAVAPIPE_MINIMUM):
        raise SetupError(f"{LAVAPIPE_PACKAGE} is {now[LAVAPIPE_PACKAGE]} after installing from {BACKPORTS_SUITE}; "
                         f"DirectML needs Mesa {LAVAPIPE_MINIMUM} or newer")
    say(f"packages: ready ({LAVAPIPE_PACKAGE} {now[LAVAPIPE_PACKAGE]})")
    return True


def debian_mirror(sources_dir: Path = Path("/etc/apt")) -> tuple[str, str | None] | None:
    """The mirror (URI) and keyring the machine's own apt sources use for Debian's bookworm
    suite, read from deb822 ``*.sources`` and one-line ``*.list`` files; None if none does."""
    files = [sources_dir / "sources.list", *sorted((sources_dir / "sources.list.d").glob("*.list"))]
    for path in sorted((sources_dir / "sources.list.d").glob("*.sources")):
        try:
            text = path.read_text()
        except OSError:
            continue
        for stanza in re.split(r"\n\s*\n", text):
            fields = {}
            for line in stanza.splitlines():
                if line.strip().startswith("#") or ":" not in line:
                    continue
                key, _, value = line.partition(":")
                fields[key.strip().lower()] = value.strip()
            if "deb" in fields.get("types", "").split() and "bookworm" in fields.get("suites", "").split() \
                    and fields.get("enabled", "yes").lower() != "no":
                return fields["uris"].split()[0], fields.get("signed-by")
    for path in files:
        try:
            lines = path.read_text().splitlines()
        except OSError:
            continue
        for line in lines:
            m = re.match(r"\s*deb\s+(\[[^\]]*\]\s+)?(\S+)\s+bookworm\s", line + " ")
            if m:
                options = m.group(1) or ""
                keyring = re.search(r"signed-by=(\S+?)[\s\]]", options)
                return m.group(2), keyring.group(1) if keyring else None
    return None


def _add_backports(say) -> None:
    if _suite_known(BACKPORTS_SUITE):
        say(f"packages: the {BACKPORTS_SUITE} suite is already in the apt sources")
        return
    mirror = debian_mirror()
    if mirror is None:
        raise SetupError("no apt source names Debian's bookworm suite, so there is no mirror to take "
                         f"{BACKPORTS_SUITE} from; add it to the apt sources by hand")
    uri, keyring = mirror
    path = Path("/etc/apt/sources.list.d/dmlconf-bookworm-backports.sources")
    lines = ["Types: deb", f"URIs: {uri}", f"Suites: {BACKPORTS_SUITE}", "Components: main"]
    if keyring:
        lines.append(f"Signed-By: {keyring}")
    path.write_text("# added by `dmlconf setup directml-wine`: Mesa's lavapipe for DirectML under Wine\n"
                    + "\n".join(lines) + "\n")
    say(f"packages: added {BACKPORTS_SUITE} on {uri} ({path})")


def _suite_known(suite: str) -> bool:
    out = _output(["apt-cache", "policy"]) or ""
    return f" {suite}/" in out or f"/{suite} " in out or f"a={suite}," in out


def _stack_root(stack: WineStack, say) -> None:
    """A second stack's Debian root, made by mmdebstrap from the mirror the apt sources name."""
    if stack.stack not in stacks():
        raise SetupError(f"no Wine stack {stack.stack!r} (known: {', '.join(stacks())}; {STACKS_FILE.name})")
    if (stack.root / "usr" / "bin" / "wine").exists():
        say(f"{stack.stack} root: already at {stack.root}")
        return
    mirror = debian_mirror()
    if mirror is None:
        raise SetupError("no apt source names Debian's bookworm suite, so there is no mirror to make "
                         f"the {stack.stack} root from")
    entry = stacks()[stack.stack]
    partial = stack.root.with_name("root.part")
    shutil.rmtree(partial, ignore_errors=True)
    partial.parent.mkdir(parents=True, exist_ok=True)
    say(f"{stack.stack} root: making it from {entry['suite']} on {mirror[0]} ({', '.join(entry['packages'])})")
    _run(["mmdebstrap", "--quiet", "--variant=apt", "--architectures=amd64", "--include=" + ",".join(entry["packages"]),
          entry["suite"], str(partial), mirror[0]], f"mmdebstrap {entry['suite']}")
    partial.replace(stack.root)
    say(f"{stack.stack} root: made at {stack.root}")


def _directml_dll(stack: WineStack, say) -> None:
    if stack.dll.exists():
        say(f"DirectML.dll{' ' + stack.release if stack.release else ''}: already at {stack.dll}")
        return
    if stack.release is None:
        package, python = DIRECTML_WHEEL, "3.11"
    elif stack.release in releases():
        package, python = releases()[stack.release].package, releases()[stack.release].python
    else:
        raise SetupError(f"DirectML {stack.release} is not in {RELEASES_FILE.name} (known: {', '.join(releases())})")
    with tempfile.TemporaryDirectory() as tmp:
        _run([sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps",
              "--only-binary=:all:", "--platform", "win_amd64", "--python-version", python, package, "-d", tmp],
             f"pip download {package}")
        wheels = glob.glob(os.path.join(tmp, "*.whl"))
        if not wheels:
            raise SetupError(f"pip download {package} gave no wheel")
        with zipfile.ZipFile(wheels[0]) as wheel:
            names = [n for n in wheel.namelist() if DLL_IN_PACKAGE.search(n)]
            if not names:
                raise SetupError(f"{os.path.basename(wheels[0])} holds no DirectML.dll")
            data = wheel.read(names[0])
        found = dll_version(data)
        if stack.release is not None and found != stack.release:
            raise SetupError(f"{os.path.basename(wheels[0])}'s {names[0]} is DirectML {found or '(no version)'}, "
                             f"not {stack.release}")
        stack.dll.parent.mkdir(parents=True, exist_ok=True)
        partial = stack.dll.with_suffix(".part")
        partial.write_bytes(data)
        partial.replace(stack.dll)
        record = stack.record if stack.release is None else stack.dll.with_name("release.json")
        record.write_text(json.dumps({"wheel": os.path.basename(wheels[0]), "path in the wheel": names[0],
                                      "version resource": found,
                                      "DirectML.dll sha256": hashlib.sha256(data).hexdigest()}, indent=1))
    say(f"DirectML.dll {found}: extracted from {os.path.basename(wheels[0])} to {stack.dll}")


def _worker(stack: WineStack, say) -> None:
    if stack.worker.exists():
        say(f"worker: already built ({stack.worker.name})")
        return
    if shutil.which(MINGW_CC) is None:
        raise SetupError(f"{MINGW_CC} not found (Debian package gcc-mingw-w64-x86-64)")
    partial = stack.worker.with_suffix(".part.exe")
    _run(_build_command(partial), "building the worker")
    partial.replace(stack.worker)
    for old in stack.home.glob("dmlworker-*.exe"):
        if old != stack.worker:
            old.unlink()
    say(f"worker: built {stack.worker.name} with {MINGW_CC}")


def _prefix(stack: WineStack, say) -> None:
    user_reg = stack.prefix / "user.reg"
    ready = (stack.prefix / "system.reg").exists() and user_reg.exists() \
        and re.search(r'\[Software\\\\Wine\\\\Direct3D\][^\[]*"renderer"="vulkan"', user_reg.read_text(errors="replace"))
    if ready:
        say(f"Wine prefix: already at {stack.prefix} (renderer vulkan)")
        return
    env = stack.environment(os.environ.get("DISPLAY", ""))
    stack.prefix.parent.mkdir(parents=True, exist_ok=True)
    _run(stack.inside(["wineboot", "-i"]), "wineboot (creating the Wine prefix)", env)
    _run(stack.inside(["wine", "reg", "add", r"HKCU\Software\Wine\Direct3D", "/v", "renderer", "/d", "vulkan", "/f"]),
         "setting Wine's Direct3D renderer to vulkan", env)
    _run(stack.inside(["wineserver", "-w"]), "waiting for wineserver", env)  # the registry reaches the disk
    say(f"Wine prefix: made at {stack.prefix} (renderer vulkan)")


# ----------------------------------------------------------------------------- helpers

def _installed(packages: list[str], admin: list[str] = ()) -> dict[str, str]:
    out = _output(["dpkg-query", *admin, "-W", "-f", "${Package} ${Status} ${Version}\n", *packages]) or ""
    versions = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 5 and parts[3] == "installed":
            versions[parts[0]] = parts[4]
    return versions


def _at_least(version: str, minimum: str) -> bool:
    return subprocess.run(["dpkg", "--compare-versions", version, "ge", minimum]).returncode == 0


def _output(argv: list[str]) -> str | None:
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return done.stdout.strip() if done.returncode in (0, 1) else None


def _run(argv: list[str], what: str, env: dict | None = None) -> None:
    try:
        done = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=1800)
    except FileNotFoundError:
        raise SetupError(f"{what}: {argv[0]} not found") from None
    except subprocess.TimeoutExpired:
        raise SetupError(f"{what}: no answer in 30 minutes") from None
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip().splitlines()[-3:]
        raise SetupError(f"{what} failed (exit {done.returncode}): {' | '.join(tail)}")
