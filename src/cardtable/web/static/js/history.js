// Match history (finished games) and the step-through replay (/api/tables/{t}/replay).
import { useEffect, useState } from "preact/hooks";
import { get, query } from "./api.js";
import { CardContext, Inspector, useCards } from "./cards.js";
import { BOARDS } from "./games.js";
import { html } from "./html.js";
import { pick, useLang } from "./i18n.js";
import { GameLog } from "./log.js";
import { tokenFor } from "./prefs.js";
import { reasonText } from "./reasons.js";

export function History() {
  const { lang, t } = useLang();
  const [games, setGames] = useState(null);
  useEffect(() => {
    get("/api/history").then(setGames, () => setGames([]));
  }, []);
  if (!games) return html`<main class="history"><p>${t("loading")}</p></main>`;
  return html`<main class="history panel">
    <h1>${t("history")}</h1>
    ${games.length === 0 ? html`<p class="muted">${t("noHistory")}</p>` : ""}
    <table>
      <tbody>${games.map((game) => {
        const token = tokenFor(game.table);
        const winner = game.winner !== null && game.winner >= 0 ? game.seats[game.winner].name : t("draw");
        return html`<tr key=${game.table}>
          <td>${game.finished_at ? new Date(game.finished_at).toLocaleString(lang) : ""}</td>
          <td>${game.game}</td><td>${game.seats.map((s) => s.name || s.kind).join(" — ")}</td>
          <td>${winner}: ${reasonText(lang, game.reason)}</td><td>${game.decisions} ${t("decisions")}</td>
          <td><a class="button" href=${`#/replay/${game.table}${query({ token })}`}>${t("replay")}</a></td></tr>`;
      })}</tbody>
    </table>
  </main>`;
}

const NO_ACTIONS = { anchors: new Map(), changed: new Set(), selected: null, onSpot: () => {} };

export function Replay({ table, token }) {
  const { lang, t } = useLang();
  const [frame, setFrame] = useState(null);
  const [version, setVersion] = useState(0);
  const [viewer, setViewer] = useState(null);
  const [inspected, setInspected] = useState(null);
  const [error, setError] = useState(null);
  const cards = useCards(frame && frame.game);
  useEffect(() => {
    get(`/api/tables/${table}/replay${query({ version, token })}`).then(setFrame, (e) => setError(e.message));
  }, [table, version, token]);
  useEffect(() => {
    const onKey = (event) => {
      if (!frame || (event.target.closest && event.target.closest("input"))) return;
      if (event.key === "ArrowRight") setVersion((v) => Math.min(frame.total, v + 1));
      if (event.key === "ArrowLeft") setVersion((v) => Math.max(0, v - 1));
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [frame]);
  if (error) return html`<main class="replay"><p class="error">${error}</p></main>`;
  if (!frame || !cards) return html`<main class="replay"><p>${t("loading")}</p></main>`;
  // Seat numbers for the views of a finished game (or your own seat's); "public" for a spectator's.
  const seats = Object.keys(frame.observations).filter((key) => key !== "public").map(Number);
  const seat = seats.includes(viewer) ? viewer : seats.length ? seats[0] : null;
  const obs = seat === null ? frame.observations.public : frame.observations[String(seat)];
  const Board = BOARDS[frame.game].Board;
  const names = [0, 1].map((i) => `${t("player")} ${i}`);
  const step = (v) => () => setVersion(Math.max(0, Math.min(frame.total, v)));
  return html`<${CardContext.Provider} value=${{ cards, inspect: setInspected }}>
  <main class="replay table-screen" data-testid="replay">
    <header class="table-head">
      <h1>${t("replayTitle")} · ${frame.game}</h1>
      <div class="row replay-controls">
        <button type="button" onClick=${step(0)}>⏮ ${t("first")}</button>
        <button type="button" onClick=${step(version - 1)}>◀ ${t("prev")}</button>
        <label>${t("step")} <input type="range" min="0" max=${frame.total} value=${version}
          onInput=${(e) => setVersion(Number(e.target.value))} /> ${version}/${frame.total}</label>
        <button type="button" onClick=${step(version + 1)} data-testid="replay-next">${t("next")} ▶</button>
        <button type="button" onClick=${step(frame.total)}>${t("last")} ⏭</button>
        ${seats.length > 1
          ? html`<label>${t("viewAs")} <select value=${seat} onChange=${(e) => setViewer(Number(e.target.value))}>
              ${seats.map((s) => html`<option key=${s} value=${s}>${names[s]}</option>`)}</select></label>`
          : ""}
      </div>
      ${frame.last ? html`<p class="status">${t("lastMove")} (${names[frame.last.seat]}): ${pick(lang, frame.last, "text")}</p>` : ""}
    </header>
    <div class="table-body">
      ${obs ? html`<${Board} obs=${obs} viewer=${seat} board=${NO_ACTIONS} names=${names} />` : ""}
      <aside class="sidebar"><${Inspector} id=${inspected} /><${GameLog} lines=${frame.log} /></aside>
    </div>
  </main>
  </${CardContext.Provider}>`;
}
