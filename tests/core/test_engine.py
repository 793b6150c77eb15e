"""The compiled engine and its pure-Python fallback (``cardtable.engine``, issue 15).

``make test`` runs the whole suite on the compiled engine, then the golden playthroughs and this file
again with ``CARDTABLE_PURE=1``: both engines must play every recorded game alike.
"""

from __future__ import annotations

import importlib.machinery
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

import cardtable
from cardtable import engine

SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]


def test_the_modules_that_run_are_the_engine_kind_said() -> None:
    modules = engine.compiled_modules()
    if not modules:
        assert engine.KIND == "pure"
        return
    wanted = (
        importlib.machinery.ExtensionFileLoader
        if engine.KIND == "compiled"
        else importlib.machinery.SourceFileLoader
    )
    for name in modules:
        module = sys.modules.get(name) or __import__(name, fromlist=["_"])
        assert isinstance(module.__spec__.loader, wanted), name


@pytest.mark.skipif(not os.environ.get("CI"), reason="CI builds the compiled engine from a clean checkout")
def test_ci_builds_and_runs_the_compiled_engine() -> None:
    assert engine.compiled_modules(), "pip install built no compiled module"
    if not os.environ.get(engine.PURE_ENV):
        assert engine.KIND == "compiled", engine.REASON


def _package(tmp_path: Path, source_age: float) -> Path:
    """A package with one compiled module ``pkg.rules``, its source ``source_age`` s older than it."""
    package = tmp_path / "pkg"
    package.mkdir(parents=True)
    source, extension = package / "rules.py", package / f"rules{SUFFIX}"
    source.write_text("")
    extension.write_bytes(b"")
    os.utime(extension, (1_000_000.0, 1_000_000.0))
    os.utime(source, (1_000_000.0 - source_age, 1_000_000.0 - source_age))
    return package


def test_a_source_edited_after_the_build_is_stale(tmp_path: Path) -> None:
    package = _package(tmp_path, source_age=-60.0)
    modules = engine.compiled_modules(package)
    assert modules == {"pkg.rules": package / "rules.py"}
    assert engine.stale(modules, package) == ["pkg.rules"]
    # Rebuilt: mypyc rewrites the library holding every module's code, maybe not the module's stub.
    library = tmp_path / f"0123abcd__mypyc{SUFFIX}"
    library.write_bytes(b"")
    assert engine.stale(modules, package) == []


def test_sources_written_with_the_build_are_not_stale(tmp_path: Path) -> None:
    # An install writes sources and extensions together, in no fixed order.
    for age in (60.0, 0.0, -1.0):
        package = _package(tmp_path / str(age), source_age=age)
        assert engine.stale(engine.compiled_modules(package), package) == []


def test_source_first_finder_imports_the_source(tmp_path: Path) -> None:
    package = _package(tmp_path, source_age=0.0)
    (package / "rules.py").write_text("WHERE = 'source'\n")
    finder = engine.SourceFirst(engine.compiled_modules(package))
    spec = finder.find_spec("pkg.rules", None)
    assert spec is not None and isinstance(spec.loader, importlib.machinery.SourceFileLoader)
    assert finder.find_spec("pkg.other", None) is None


PLAY = """
import hashlib, json, random, sys
import cardtable
digest = hashlib.sha256()
for name in ("mewmew", "medarot"):
    game = cardtable.load_game(name)
    for seed in range(12):
        state, chooser = game.new_game(seed=seed), random.Random(seed)
        while not state.is_terminal():
            digest.update(json.dumps(state.observation(state.current_player)).encode())
            state.apply(chooser.choice(state.legal_actions()))
        digest.update(state.to_json().encode())
        digest.update(json.dumps(state.log_for(0), ensure_ascii=False).encode())
print(cardtable.engine.KIND, digest.hexdigest())
"""


def _play(pure: bool) -> tuple[str, str]:
    env = {k: v for k, v in os.environ.items() if k != engine.PURE_ENV}
    if pure:
        env[engine.PURE_ENV] = "1"
    out = subprocess.run([sys.executable, "-c", PLAY], env=env, capture_output=True, text=True, check=True)
    kind, digest = out.stdout.split()
    return kind, digest


def test_pure_and_compiled_engines_play_alike() -> None:
    pure_kind, pure = _play(pure=True)
    kind, same = _play(pure=False)
    assert pure_kind == "pure"
    modules = engine.compiled_modules()
    assert kind == ("compiled" if modules and not engine.stale(modules) else "pure")
    assert same == pure


def test_clone_and_json_round_trip_on_this_engine() -> None:
    # object.__new__ and setattr by name (clone, from_dict) on the compiled classes too.
    for name in ("mewmew", "medarot"):
        game = cardtable.load_game(name)
        state, chooser = game.new_game(seed=3), random.Random(3)
        for _ in range(40):
            state.apply(chooser.choice(state.legal_actions()))
        twin = state.clone()
        back = game.from_json(state.to_json())
        assert twin.to_json() == state.to_json() == back.to_json()
        assert back.observation(0) == state.observation(0)
        assert twin.legal_actions() == back.legal_actions() == state.legal_actions()


def test_plain_copy_shares_no_list_and_refuses_what_is_not_plain_data() -> None:
    # clone copies a state's data with it (on both engines): a copy that shared a list would let a
    # search's playouts change the real game.
    from cardtable.core.state import plain_copy

    shared = [1, 2]
    data = [shared, {"a": shared, "b": None}, (shared, "x"), 3, True, 2.5]
    copy = plain_copy(data)
    assert copy == data
    shared.append(3)
    assert copy == [[1, 2], {"a": [1, 2], "b": None}, ([1, 2], "x"), 3, True, 2.5]
    assert copy[0] is not copy[1]["a"]  # like a JSON round trip: nothing shared
    with pytest.raises(TypeError, match="plain JSON-able data, not set"):
        plain_copy([{1, 2}])
    for name in ("mewmew", "medarot"):
        state = cardtable.load_game(name).new_game(seed=2)
        twin = state.clone()
        twin.apply(twin.legal_actions()[-1])
        assert state.to_json() == cardtable.load_game(name).new_game(seed=2).to_json()


@pytest.mark.parametrize("name", ["mewmew", "medarot"])
def test_actions_given_as_other_integers_or_non_integers(name: str) -> None:
    # The contract takes any integer (a numpy one from a policy's argmax) and refuses anything else
    # with IllegalActionError, on both engines (the compiled one checks argument types itself).
    np = pytest.importorskip("numpy")
    state = cardtable.load_game(name).new_game(seed=5)
    first = state.legal_actions()[0]
    assert state.action_to_string(np.int64(first)) == state.action_to_string(first)
    assert state.action_info(np.int64(first)) == state.action_info(first)
    assert state.choice_notes(np.int64(first)) == state.choice_notes(first)
    twin = state.clone()
    twin.apply(np.int64(first))
    state.apply(first)
    assert twin.to_json() == state.to_json()
    for bad in ("x", 2.5, None, [first]):
        with pytest.raises(cardtable.IllegalActionError, match="is not an action"):
            state.apply(bad)  # type: ignore[arg-type]
        with pytest.raises(cardtable.IllegalActionError, match="is not an action"):
            state.action_info(bad)  # type: ignore[arg-type]
    with pytest.raises(cardtable.IllegalActionError, match="is not an action"):
        state.apply(10**30)
