"""The text report of a simulation, made from the same summary that ``--json`` prints."""

from __future__ import annotations

from typing import Any

BAR = 40
LISTED_FAILURES = 10


def percent(value: float) -> str:
    return f"{100 * value:.1f}%"


def format_report(summary: dict[str, Any]) -> str:
    """The report of one ``simulate`` run."""
    agents: list[str] = summary["agents"]
    lines = [
        f"{summary['game']}: {agents[0]} (A) vs {agents[1]} (B), {summary['games']} games, seats swapped"
        f" every game, seed {summary['seed']}, {summary['workers']} worker(s), {summary['seconds']:.1f} s",
        *_results(summary),
    ]
    lines.append(
        f"  speed: {summary['decisions_per_second']:,.0f} decisions/s overall, "
        f"{summary['decisions_per_second_per_worker']:,.0f} per worker"
    )
    memory = summary["memory"]
    peaks = ", ".join(f"{mb:.0f}" for mb in memory["peak_rss_mb_per_worker"])
    growth = ", ".join(f"{mb:+.1f}" for mb in memory["rss_growth_mb_per_worker"])
    lines.append(f"  memory: peak RSS per worker {peaks} MB; RSS growth since the first chunk {growth} MB")
    for path in summary["replays"][:LISTED_FAILURES]:
        lines.append(f"  failed game: cardtable replay {path}")
    if len(summary["replays"]) > LISTED_FAILURES:
        lines.append(
            f"  ... and {len(summary['replays']) - LISTED_FAILURES} more failed games saved beside them"
        )
    return "\n".join(lines)


def format_combined_report(summary: dict[str, Any]) -> str:
    """The report of a run played in parts (``cardtable tally``)."""
    agents: list[str] = summary["agents"]
    seeds = summary["seeds"]
    header = (
        f"{summary['game']}: {agents[0]} (A) vs {agents[1]} (B), {summary['games']} games from"
        f" {len(summary['files'])} file(s), seeds {seeds[0]}-{seeds[-1]}"
    )
    return "\n".join([header, *_results(summary)])


def _results(summary: dict[str, Any]) -> list[str]:
    """Flags, wins, draws, failures, reasons, first-player advantage and game length."""
    agents: list[str] = summary["agents"]
    completed = summary["completed"]
    flags = ", ".join(f"{name}={value}" for name, value in summary["flags"].items()) or "none"
    lines = [f"  flags: {flags}"]
    width = max(len(agent) for agent in agents) + 4
    for index, agent in enumerate(agents):
        low, high = summary["win_ci95"][index]
        rate = percent(summary["win_rate"][index])
        lines.append(
            f"  {agent + ' (' + 'AB'[index] + ')':<{width}} {summary['wins'][index]:>7} wins  {rate:>6}"
            f"  95% CI [{percent(low)}, {percent(high)}] of {completed} finished games"
        )
    lines.append(f"  {'draws':<{width}} {summary['draws']:>7}")
    lines.append(f"  {'failures':<{width}} {summary['errors']:>7}")
    lines.append("  wins by reason:")
    for reason, games in summary["by_reason"].items():
        split = summary["by_reason_agent"].get(reason)
        detail = f" (A {split[0]}, B {split[1]})" if split else ""
        lines.append(f"    {reason:<12} {games:>7}{detail}")
    first = summary["first_player"]
    low, high = first["win_ci95"]
    lines.append(
        f"  first player (first to decide) wins {percent(first['win_rate'])}"
        f"  95% CI [{percent(low)}, {percent(high)}]"
    )
    lines.append(f"  game length: mean {summary['mean_decisions']:.1f} decisions")
    bins = summary["length_histogram"]
    most = max((b["games"] for b in bins), default=1)
    for b in bins:
        bar = "#" * round(BAR * b["games"] / most)
        lines.append(f"    {b['from']:>6}-{b['to']:<6} {b['games']:>7} {bar}")
    return lines
