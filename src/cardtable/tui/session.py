"""One game being played: the state, its GameRecord (the save), the seats and the saves folder."""

from __future__ import annotations

import os
import random
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from cardtable.core.errors import SpecError
from cardtable.core.game import Game
from cardtable.core.state import State
from cardtable.sim.record import SAVED_BY, GameRecord
from cardtable.tui.seats import HUMAN, Agent, make_agent
from cardtable.tui.text import LANGS, tr


def saves_dir() -> Path:
    """Where saves go: ``$CARDTABLE_SAVES``, else ``$XDG_DATA_HOME/cardtable/saves`` (~/.local/share)."""
    configured = os.environ.get("CARDTABLE_SAVES")
    if configured:
        return Path(configured)
    data_home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(data_home) / "cardtable" / "saves"


def find_save(name: str) -> Path:
    """A save given as a path, or by its name in the saves folder (with or without ``.json``)."""
    path = Path(name)
    if path.exists() or path.is_absolute():
        return path
    for candidate in (saves_dir() / name, saves_dir() / f"{name}.json"):
        if candidate.exists():
            return candidate
    return path


@dataclass
class Session:
    """A game in play; every action goes through ``apply`` so the record (the save) never falls behind."""

    game: Game
    record: GameRecord
    state: State
    agents: dict[int, Agent]
    lang: str

    @classmethod
    def start(
        cls,
        game: Game,
        decks: Sequence[Sequence[str]],
        players: Sequence[str],
        seed: int | None = None,
        lang: str = "en",
    ) -> Session:
        """A new game from two decks of card ids (checked against the game's regulation on the way)."""
        record = GameRecord(
            game=game.name,
            seed=random.randrange(2**32) if seed is None else seed,
            decks=[list(deck) for deck in decks],
            flags=dict(game.flags),
            players=list(players),
            extra={"lang": lang},
        )
        return cls.resume(record, lang)

    @classmethod
    def resume(cls, record: GameRecord, lang: str | None = None) -> Session:
        """Continue a record (a save); anything broken in it raises SpecError or DeckError."""
        record.check()
        state = record.replay()
        chosen = lang or str(record.extra.get("lang", "en"))
        if chosen not in LANGS:
            raise SpecError(f"language must be one of {', '.join(LANGS)}, not {chosen!r}")
        record.extra["lang"] = chosen
        agents = {
            seat: make_agent(spec, seed=record.seed + seat)
            for seat, spec in enumerate(record.players)
            if spec != HUMAN
        }
        return cls(game=state.game, record=record, state=state, agents=agents, lang=chosen)

    # ----- seats ----------------------------------------------------------------------------------
    @property
    def human_seats(self) -> list[int]:
        return [seat for seat, spec in enumerate(self.record.players) if spec == HUMAN]

    @property
    def hot_seat(self) -> bool:
        return len(self.human_seats) > 1

    def is_human(self, seat: int) -> bool:
        return self.record.players[seat] == HUMAN

    def seat_name(self, seat: int) -> str:
        # Seats are numbered from 0, as the games' own log and decision texts number them.
        if self.hot_seat or not self.human_seats:
            return tr("player_n", self.lang, n=seat)
        who = tr("you" if self.is_human(seat) else "opponent_name", self.lang)
        return f"{who} ({tr('player_n', self.lang, n=seat)})"

    def winner_words(self, seat: int) -> str:
        """ "You win" / "The opponent (Player 1) wins" / "Player 0 wins" for the end of a game."""
        if not self.hot_seat and self.human_seats and self.is_human(seat):
            return tr("you_win", self.lang)
        return tr("winner", self.lang, name=self.seat_name(seat))

    # ----- play -----------------------------------------------------------------------------------
    def apply(self, action: int) -> None:
        """Apply an action and record it (the record is the save)."""
        self.state.apply(action)
        self.record.actions.append(action)

    def ai_choice(self) -> int:
        """The AI's action for the current seat, chosen on a copy so the AI cannot disturb the game."""
        return self.agents[self.state.current_player].choose(self.state.clone())

    def save(self, folder: Path | None = None, saved_by: int | None = None) -> Path:
        """Write the record under the saves folder with a name made from the game and the time.

        ``saved_by``: the seat at the keyboard; a replay of the unfinished game shows only its view.
        """
        if saved_by is not None:
            self.record.extra[SAVED_BY] = saved_by
        target = folder or saves_dir()
        target.mkdir(parents=True, exist_ok=True)
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        path = target / f"{self.game.name}-{stamp}.json"
        number = 1
        while path.exists():
            number += 1
            path = target / f"{self.game.name}-{stamp}-{number}.json"
        self.record.save(path)
        return path
