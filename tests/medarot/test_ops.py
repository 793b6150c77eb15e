"""The op registry (ops.py): each effect op defined once, with its TOML, its words and what it does."""

from __future__ import annotations

import tomllib

import pytest
from pydantic import ValidationError

from cardtable.games.medarot.cards import Effect
from cardtable.games.medarot.ops import LASTING_OPS, OPS

from .helpers import game


@pytest.mark.parametrize("name", list(OPS))
def test_every_op_has_a_toml_example_words_and_what_it_does(name: str) -> None:
    definition = OPS[name]
    written = tomllib.loads(definition.example)
    assert written["op"] == name and ("amount" in written) == bool(definition.amount)
    timing = {"timing": "action", "trash": "after_use"} if not definition.lasting else {"timing": "special"}
    effect = Effect.model_validate({**timing, **written})
    en, ja = definition.describe(effect.amount, "en"), definition.describe(effect.amount, "ja")
    assert en and ja and en != ja and effect.text_en == en and effect.text_ja == ja
    assert (definition.now is None) == (name in LASTING_OPS)


def test_an_unknown_op_is_refused_naming_the_registry() -> None:
    with pytest.raises(ValidationError, match=r"unknown op 'teleport'.*ops\.py"):
        Effect.model_validate({"timing": "special", "op": "teleport"})


def test_every_op_is_used_by_some_card() -> None:
    used = {effect.op for card in game().cards for effect in getattr(card, "effects", ())}
    assert used == set(OPS)
