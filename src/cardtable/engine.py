"""Which engine runs: the compiled one (the rules' hot modules as C extensions, built by mypyc at
``pip install``) or the pure-Python sources they were compiled from, which behave identically.

The sources run instead of the extensions when

- ``CARDTABLE_PURE=1`` is set (the fallback, tested by CI on the golden playthroughs), or
- any compiled module is older than its source: a checkout edited or pulled since it was built. An
  extension would then run the old rules in place of the new ones, so all of them give way (they call
  each other directly, so one alone cannot) and a warning says to rebuild (``make`` does).

``cardtable`` imports this module first of all, before any compiled module can load. ``KIND`` says
which engine runs: ``"compiled"`` or ``"pure"`` (and ``REASON`` why pure, where it is).
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys
import warnings
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

PURE_ENV = "CARDTABLE_PURE"
PACKAGE = Path(__file__).resolve().parent
STALE_SLACK = 2.0
"""Seconds a source may be newer than the build and still count as built with it: an install writes
sources and extensions in one go, not in a fixed order."""


def compiled_modules(package: Path = PACKAGE) -> dict[str, Path]:
    """``{module name: source path}`` of every module that has a compiled extension beside its source."""
    suffixes = importlib.machinery.EXTENSION_SUFFIXES
    found: dict[str, Path] = {}
    for extension in package.rglob("*.so"):
        for suffix in suffixes:
            if extension.name.endswith(suffix):
                source = extension.with_name(extension.name[: -len(suffix)] + ".py")
                if source.exists():
                    parts = source.relative_to(package.parent).with_suffix("").parts
                    found[".".join(parts)] = source
    return found


def stale(modules: dict[str, Path], package: Path = PACKAGE) -> list[str]:
    """The compiled modules whose source was changed after the last build. A build's time is its
    newest extension's: mypyc puts every module's code in one library beside the package (and a
    rebuild may leave the small per-module stubs that load it as they were)."""
    extensions = [*package.rglob("*.so"), *package.parent.glob("*__mypyc*.so")]
    built = max((path.stat().st_mtime for path in extensions), default=float("inf"))
    return sorted(name for name, source in modules.items() if source.stat().st_mtime > built + STALE_SLACK)


class SourceFirst(importlib.abc.MetaPathFinder):
    """Imports the named modules from their ``.py`` sources, though an extension lies beside them."""

    def __init__(self, modules: dict[str, Path]) -> None:
        self.modules = modules

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        source = self.modules.get(fullname)
        return None if source is None else importlib.util.spec_from_file_location(fullname, source)


def choose() -> tuple[str, str]:
    """Install the source-first finder where the sources must run; (kind, reason)."""
    modules = compiled_modules()
    if not modules:
        return "pure", "no compiled modules are installed"
    if os.environ.get(PURE_ENV, "") not in ("", "0"):
        reason = f"{PURE_ENV} is set"
    else:
        changed = stale(modules)
        if not changed:
            return "compiled", ""
        reason = f"{len(changed)} compiled modules are older than their sources ({changed[0]}, ...)"
        warnings.warn(
            f"cardtable runs its pure-Python engine: {reason}; reinstall (make, or pip install -e .) "
            "to rebuild the compiled one",
            stacklevel=3,
        )
    sys.meta_path.insert(0, SourceFirst(modules))
    return "pure", reason


KIND, REASON = choose()
