"""The plots of ``cardtable report``, drawn with matplotlib (``pip install 'cardtable[report]'``).

Each plot is a function of the Analysis returning a matplotlib Figure; no global pyplot state, so
plots can be drawn in any order and in any thread.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from cardtable.sim.analysis import Analysis, Rate
from cardtable.sim.stats import wilson

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

WIDTH = 8.0
"""Inches; at the report's 110 dpi a plot is 880 pixels wide."""
COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#17becf", "#7f7f7f")
CARD_ROWS = 30
"""The cards shown in the card plot (those seen in the most games); the table lists them all."""


def _figure(height: float) -> Figure:
    from matplotlib.figure import Figure

    return Figure(figsize=(WIDTH, height), layout="constrained")


def _colours(names: Iterable[str]) -> dict[str, str]:
    """One colour per agent (or deck), the same in every plot: by the names' sorted order."""
    return {name: COLOURS[i % len(COLOURS)] for i, name in enumerate(sorted(names))}


def _error_bars(rates: Sequence[Rate]) -> list[list[float]]:
    """The 95% intervals as matplotlib's distances below and above each rate, in percent."""
    below = [100 * max(0.0, rate.rate - rate.ci95[0]) for rate in rates]  # max: float rounding at 0
    above = [100 * max(0.0, rate.ci95[1] - rate.rate) for rate in rates]
    return [below, above]


def _rates(
    axes: Axes, labels: Sequence[str], rates: Sequence[Rate], title: str, colours: Sequence[str]
) -> None:
    """Horizontal bars of win rates with their 95% intervals, 50% marked."""
    values = [100 * rate.rate for rate in rates]
    places = range(len(labels))
    axes.barh(places, values, xerr=_error_bars(rates), color=list(colours), capsize=5, height=0.6)
    axes.set_yticks(
        list(places),
        [f"{label}\n{rate.wins} of {rate.trials}" for label, rate in zip(labels, rates, strict=True)],
    )
    axes.invert_yaxis()
    axes.axvline(50, color="grey", linestyle="--", linewidth=1)
    axes.set_xlim(0, 100)
    axes.set_xlabel("win rate, % (bars: 95% Wilson interval)")
    axes.set_title(title)
    for place, value, rate in zip(places, values, rates, strict=True):
        # Beside the interval's upper end, or at the foot of the bar when that is too near the right edge.
        right = 100 * rate.ci95[1]
        x, colour = (right + 1.5, "black") if right < 88 else (1.5, "white")
        axes.text(x, place, f"{value:.1f}%", va="center", ha="left", color=colour, fontsize=9)


def win_rates(analysis: Analysis) -> Figure:
    """Win rate per agent and per deck (over the sides each played)."""
    groups = [("per agent", analysis.agents)] + ([("per deck", analysis.decks)] if analysis.decks else [])
    figure = _figure(1.2 + 0.9 * sum(len(rates) for _, rates in groups))
    axes = figure.subplots(len(groups), 1, squeeze=False, height_ratios=[len(rates) for _, rates in groups])
    for (title, rates), row in zip(groups, axes, strict=True):
        names = sorted(rates, key=lambda name: -rates[name].rate)
        colours = _colours(rates)
        _rates(
            row[0], names, [rates[name] for name in names], f"Win rate {title}", [colours[n] for n in names]
        )
    return figure


def first_player(analysis: Analysis) -> Figure:
    """How often the seat that decides first wins, against the second seat and draws."""
    finished = analysis.finished
    second = Rate(finished - analysis.first_player.wins - analysis.draws, finished)
    draws = Rate(analysis.draws, finished)
    figure = _figure(2.6)
    _rates(
        figure.subplots(),
        ["first player", "second player", "draw"],
        [analysis.first_player, second, draws],
        f"First-player advantage over {finished} finished games",
        ["#555555", "#999999", "#cccccc"],
    )
    return figure


def win_reasons(analysis: Analysis) -> Figure:
    """Finished games per way of winning, split by the winning agent."""
    reasons = sorted(analysis.reasons, key=lambda reason: -sum(analysis.reasons[reason].values()))
    winners = sorted({agent for counts in analysis.reasons.values() for agent in counts})
    colours = _colours(analysis.agents) | {"draw": "#cccccc"}
    figure = _figure(1.2 + 0.55 * len(reasons))
    axes = figure.subplots()
    left = [0] * len(reasons)
    for winner in winners:
        colour = colours.get(winner, "#7f7f7f")
        games = [analysis.reasons[reason][winner] for reason in reasons]
        axes.barh(reasons, games, left=left, color=colour, label=winner, height=0.6)
        left = [a + b for a, b in zip(left, games, strict=True)]
    for place, total in enumerate(left):
        axes.text(total, place, f" {total} ({100 * total / max(1, analysis.finished):.0f}%)", va="center")
    axes.invert_yaxis()
    axes.set_xlim(0, max(left, default=1) * 1.2)
    axes.set_xlabel("finished games")
    axes.set_title("How games were won (by winning agent)")
    axes.legend(loc="lower right")
    return figure


def game_length(analysis: Analysis) -> Figure:
    """The distribution of decisions per finished game, mean and median marked."""
    lengths = sorted(analysis.lengths)
    figure = _figure(3.2)
    axes = figure.subplots()
    bins = max(5, min(40, round(math.sqrt(len(lengths)))))
    axes.hist(lengths, bins=bins, color=COLOURS[0], edgecolor="white")
    mean, median = sum(lengths) / len(lengths), lengths[len(lengths) // 2]
    axes.axvline(mean, color=COLOURS[1], label=f"mean {mean:.0f}")
    axes.axvline(median, color=COLOURS[2], linestyle="--", label=f"median {median}")
    axes.set_xlabel("decisions in the game")
    axes.set_ylabel("games")
    axes.set_title(f"Game length over {len(lengths)} finished games")
    axes.legend()
    return figure


def convergence(analysis: Analysis) -> Figure:
    """Each agent's running win rate as games are added, with the 95% interval narrowing around it."""
    from matplotlib.ticker import StrMethodFormatter

    figure = _figure(3.6)
    axes = figure.subplots()
    colours = _colours(analysis.convergence)
    for agent, running in sorted(analysis.convergence.items()):
        colour = colours[agent]
        sides = range(1, len(running) + 1)
        wins = [round(rate * n) for rate, n in zip(running, sides, strict=True)]
        bands = [wilson(won, n) for won, n in zip(wins, sides, strict=True)]
        axes.plot(sides, [100 * rate for rate in running], color=colour, label=agent)
        axes.fill_between(
            sides,
            [100 * low for low, _ in bands],
            [100 * high for _, high in bands],
            color=colour,
            alpha=0.15,
        )
    axes.axhline(50, color="grey", linestyle="--", linewidth=1)
    axes.set_xscale("log")
    axes.xaxis.set_major_formatter(StrMethodFormatter("{x:,.0f}"))
    axes.set_ylim(0, 100)
    axes.set_xlabel("games played by the agent (log scale)")
    axes.set_ylabel("win rate so far, %")
    axes.set_title("Convergence: win rate as games are added (band: 95% interval)")
    axes.legend()
    return figure


def _log_spaced(count: int, points: int = 400) -> list[int]:
    """About ``points`` counts from 1 to ``count``, evenly spaced on a log scale (a plot of a million
    games draws as fast as one of a hundred)."""
    if count <= points:
        return list(range(1, count + 1))
    return sorted({round(count ** (i / (points - 1))) for i in range(points)})


def _largest_gain_first(analysis: Analysis, card: str) -> float:
    """Sort key: cards whose playing goes with the most extra wins first; cards lacking either side last."""
    figures = analysis.cards[card]
    if not figures.unplayed.trials or not figures.played.trials:
        return math.inf
    return figures.unplayed.rate - figures.played.rate


def card_effects(analysis: Analysis, names: dict[str, str]) -> Figure:
    """The most-seen cards' win rates when played and when drawn but not played, with intervals."""
    cards = analysis.cards
    seen = sorted(cards, key=lambda card: -(cards[card].played.trials + cards[card].unplayed.trials))
    seen = sorted(seen[:CARD_ROWS], key=lambda card: _largest_gain_first(analysis, card))
    figure = _figure(1.4 + 0.32 * len(seen))
    axes = figure.subplots()
    for offset, kind, colour, label in (
        (-0.17, "played", COLOURS[0], "played"),
        (0.17, "unplayed", COLOURS[1], "drawn, not played"),
    ):
        shown = [(place + offset, getattr(cards[card], kind)) for place, card in enumerate(seen)]
        shown = [(place, rate) for place, rate in shown if rate.trials]
        axes.errorbar(
            [100 * rate.rate for _, rate in shown],
            [place for place, _ in shown],
            xerr=_error_bars([rate for _, rate in shown]),
            fmt="o",
            color=colour,
            capsize=2,
            label=label,
        )
    labels = [
        f"{names.get(card, card)}  {cards[card].played.trials} | {cards[card].unplayed.trials}"
        for card in seen
    ]
    axes.set_yticks(range(len(seen)), labels, fontsize=8)
    axes.invert_yaxis()
    axes.axvline(50, color="grey", linestyle="--", linewidth=1)
    axes.set_xlim(0, 100)
    axes.set_xlabel("win rate of the side, % (bars: 95% Wilson interval)")
    axes.set_title(
        f"Cards: win rate when played vs not (the {len(seen)} most seen)\n"
        "sides that played it | drew it and did not; largest gain first",
        fontsize=10,
    )
    axes.legend(loc="lower right", fontsize=8)
    return figure


def plots(analysis: Analysis, names: dict[str, str]) -> dict[str, Callable[[], Figure]]:
    """The report's plots by file name (without .png), in the order the report shows them."""
    drawn: dict[str, Callable[[], Figure]] = {"win_rates": lambda: win_rates(analysis)}
    if analysis.finished:
        drawn |= {
            "first_player": lambda: first_player(analysis),
            "win_reasons": lambda: win_reasons(analysis),
            "game_length": lambda: game_length(analysis),
            "convergence": lambda: convergence(analysis),
        }
    if analysis.cards:
        drawn["cards"] = lambda: card_effects(analysis, names)
    return drawn
