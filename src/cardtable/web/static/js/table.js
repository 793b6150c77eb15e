// The table: one seat's live view (WebSocket), its legal actions placed on the board, the
// select-then-confirm flow, the log, the card inspector and the end of the game.
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from "preact/hooks";
import { actionText, anchorMap, costText, stepOf } from "./actions.js";
import { post, watchTable } from "./api.js";
import { CardContext, cardName, Inspector, useCards } from "./cards.js";
import { BOARDS, seatNames, TELLING_KINDS } from "./games.js";
import { html } from "./html.js";
import { pick, useLang } from "./i18n.js";
import { GameLog } from "./log.js";
import { rememberToken, tokenFor } from "./prefs.js";
import { reasonText } from "./reasons.js";

const FORCED_DELAY_MS = 500;

function changedKeys(module, before, after) {
  if (!before || !after || before.game !== after.game) return new Set();
  const old = module.regions(before.observation);
  const now = module.regions(after.observation);
  return new Set(Object.keys(now).filter((key) => old[key] !== now[key]));
}

function toMove(view) {
  if (view.status !== "playing" || view.to_move < 0) return "none";
  return view.to_move === view.seat ? "me" : "them";
}

// What a choice costs, does and risks, as the engine says it (State.choice_notes), in the table's language.
function notesOf(lang, choice) {
  return (lang === "ja" ? choice.notes_ja : choice.notes_en) || { effect: "", cost: "", warning: "" };
}

// The order a person reads the choices in: a MedaForce payment offers "all MedaForce" first (MD-8.3).
// Only the display changes; the keys 1–9 follow it.
export function ordered(legal) {
  const force = legal.filter((choice) => choice.info && choice.info.for === "medaforce");
  if (force.length < 2) return legal;
  force.sort((a, b) => b.info.number - a.info.number);
  return [...force, ...legal.filter((choice) => !force.includes(choice))];
}

function Choice({ choice, onPick, index, selected }) {
  const { lang, t } = useLang();
  const notes = notesOf(lang, choice);
  const cost = notes.cost || costText(t, choice.info);
  const all = index === 0 && choice.info && choice.info.for === "medaforce";
  return html`<li><button type="button" class="choice${selected ? " selected" : ""}${notes.warning ? " warned" : ""}"
      data-action=${choice.action} aria-pressed=${selected ? "true" : "false"} onClick=${() => onPick(choice)}>
    ${index < 9 ? html`<kbd>${index + 1}</kbd>` : html`<span></span>`}<span>${all ? `${t("allMedaforce")} — ` : ""}${actionText(lang, choice)}</span>
    ${cost ? html`<small class="cost" data-testid="choice-cost">${t("costs")}: ${cost}</small>` : ""}
    ${notes.effect ? html`<small class="effect" data-testid="choice-effect">${notes.effect}</small>` : ""}
    ${notes.warning ? html`<strong class="warning" role="note">⚠ ${notes.warning}</strong>` : ""}
  </button></li>`;
}

function Unavailable({ entries }) {
  const { lang, t } = useLang();
  const { cards } = useContext(CardContext);
  if (!entries || !entries.length) return "";
  return html`<details class="unavailable" data-testid="unavailable"><summary>${t("notAvailable")}</summary>
    <ul>${entries.map((entry, i) => html`<li key=${i}><strong>${cardName(lang, cards.get(entry.card), entry.card)}</strong>: ${pick(lang, entry, "why")}</li>`)}</ul>
  </details>`;
}

function ConfirmBar({ selected, onConfirm, onCancel, onPick, busy, decision, progress }) {
  const { lang, t } = useLang();
  if (!selected) return "";
  if (!selected.choice) {
    return html`<div class="confirm-bar" role="dialog" aria-label=${t("choices")}>
      <ul class="choices menu">${selected.choices.map((c, i) => html`<${Choice} key=${c.action} choice=${c} index=${i} onPick=${onPick} />`)}</ul>
      <button type="button" class="secondary" onClick=${onCancel}>${t("cancel")} <kbd>Esc</kbd></button>
    </div>`;
  }
  const info = selected.choice.info;
  const step = stepOf(info);
  const notes = notesOf(lang, selected.choice);
  const cost = notes.cost || costText(t, info);
  const left = decision && decision.count > 1 ? decision.count : 0;
  return html`<div class="confirm-bar" role="dialog" aria-label=${t("confirm")}>
    <div class="confirm-text"><strong>${actionText(lang, selected.choice)}</strong>
      ${cost ? html`<span class="cost">${t("costs")}: ${cost}</span>` : ""}
      ${notes.effect ? html`<span class="effect">${notes.effect}</span>` : ""}
      ${notes.warning ? html`<strong class="warning" role="alert">⚠ ${notes.warning}</strong>` : ""}
      ${progress ? html`<span class="progress">${pick(lang, progress, "text")} — ${t("finalOnce")}</span>`
        : step ? html`<span class="progress">${t("stepOf", step)}</span>` : left ? html`<span class="progress">${t("stepsLeft", { n: left })}</span>` : ""}
    </div>
    <button type="button" class="primary" data-testid="confirm" data-action=${selected.choice.action} disabled=${busy}
      onClick=${() => onConfirm(selected.choice)}>${t("confirm")} <kbd>Y</kbd></button>
    <button type="button" class="secondary" onClick=${onCancel}>${t("cancel")} <kbd>Esc</kbd></button>
  </div>`;
}

// A rematch someone at this table already asked for: this browser's seat there, or its open seat.
function rematchLink(table) {
  const token = tokenFor(table);
  return token ? `#/table/${table}?token=${encodeURIComponent(token)}` : `#/join/${table}`;
}

function EndPanel({ view, names, token, go }) {
  const { lang, t } = useLang();
  const [error, setError] = useState(null);
  const me = view.seat;
  const outcome = view.winner === null || view.winner === undefined || view.winner < 0
    ? t("draw")
    : me === null ? t("winnerIs", { name: names[view.winner] }) : view.winner === me ? t("won") : t("lost");
  const why = view.winner !== null && view.winner >= 0 && view.reason !== "draw"
    ? `${names[view.winner]}: ${reasonText(lang, view.reason)}` : reasonText(lang, view.reason);
  const rematch = async () => {
    try {
      const answer = await post(`/api/tables/${view.table}/rematch`, { token });
      const seatToken = Object.values(answer.tokens)[0];
      rememberToken(answer.table, seatToken);
      go(`#/table/${answer.table}?token=${encodeURIComponent(seatToken)}`);
    } catch (e) {
      setError(e.message);
    }
  };
  return html`<section class="end-panel" role="status" data-testid="result">
    <h2>${outcome}</h2><p>${why}</p>
    <div class="row">
      ${token && !view.rematch ? html`<button type="button" class="primary" data-testid="rematch" onClick=${rematch}>${t("rematch")}</button>` : ""}
      ${view.rematch ? html`<a class="button primary" data-testid="join-rematch" href=${rematchLink(view.rematch)}>${t("rematch")}</a>` : ""}
      <a class="button" href=${`#/replay/${view.table}${token ? `?token=${encodeURIComponent(token)}` : ""}`}>${t("replay")}</a>
      <a class="button secondary" href="#/">${t("backToLobby")}</a>
    </div>
    ${error ? html`<p class="error">${error}</p>` : ""}
  </section>`;
}

function InvitePanel({ table, view }) {
  const { t } = useLang();
  const [copied, setCopied] = useState(false);
  const invite = sessionStorage.getItem(`cardtable.invite.${table}`);
  const waiting = view.seats.some((seat, i) => i !== view.seat && seat.kind === "human" && !seat.connected);
  if (!invite || !waiting || view.status !== "playing") return "";
  const url = `${location.origin}${location.pathname}${invite}`;
  const copy = () => navigator.clipboard && navigator.clipboard.writeText(url).then(() => setCopied(true));
  return html`<section class="invite" aria-label=${t("inviteTitle")}>
    <h3>${t("inviteTitle")}</h3><p>${invite.startsWith("#/join") ? t("openSay") : t("inviteSay")}</p>
    <div class="row"><input readonly value=${url} aria-label=${t("inviteTitle")} data-testid="invite-link" onFocus=${(e) => e.target.select()} />
    <button type="button" onClick=${copy}>${copied ? t("copied") : t("copy")}</button></div>
  </section>`;
}

export function TableScreen({ table, token, prefs, setPrefs, go }) {
  const { lang, t } = useLang();
  const [view, setView] = useState(null);
  const [live, setLive] = useState(false);
  const [selected, setSelected] = useState(null);
  const [notice, setNotice] = useState(null);
  const [inspected, setInspected] = useState(null);
  const [changed, setChanged] = useState(new Set());
  const [fresh, setFresh] = useState(0);
  const [busy, setBusy] = useState(false);
  const [logOpen, setLogOpen] = useState(true);
  const current = useRef(null);
  const cards = useCards(view && view.game);

  const accept = useCallback((next) => {
    const before = current.current;
    if (before && next.version < before.version) return;
    current.current = next;
    if (before && next.version !== before.version) {
      const module = BOARDS[next.game];
      setChanged(module ? changedKeys(module, before, next) : new Set());
      setFresh(Math.max(0, next.log.length - before.log.length));
      setSelected(null);
    }
    setView(next);
  }, []);

  useEffect(() => {
    if (token) rememberToken(table, token);
    current.current = null;
    setView(null);
    return watchTable(table, token, { onView: accept, onLink: setLive });
  }, [table, token]);

  const commit = useCallback(
    async (choice) => {
      const at = current.current;
      if (!at || busy) return;
      setBusy(true);
      setNotice(null);
      try {
        accept(await post(`/api/tables/${table}/actions`, { token, action: choice.action, version: at.version }));
      } catch (e) {
        if (e.status === 409 && e.body && e.body.view) {
          accept(e.body.view);
          setNotice(t("stale"));
        } else {
          setNotice(`${t("illegal")} ${e.message}`);
        }
      } finally {
        setBusy(false);
        setSelected(null);
      }
    },
    [table, token, busy, lang],
  );

  const legal = ordered((view && view.status === "playing" && view.legal) || []);
  const decision = view && view.observation && view.observation.decision;

  // A lone option is taken for the player when doing so tells the opponent nothing.
  useEffect(() => {
    if (!prefs.autoForced || legal.length !== 1 || !decision || TELLING_KINDS.has(decision.kind)) return undefined;
    const timer = setTimeout(() => {
      setNotice(t("forcedTaken"));
      commit(legal[0]);
    }, FORCED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [view && view.version, legal.length, prefs.autoForced]);

  const module = view && BOARDS[view.game];
  const elementKeys = useMemo(() => (view && module ? module.elementKeys(view.observation, view.seat) : []), [view]);
  const anchors = useMemo(() => anchorMap(legal, elementKeys), [view, elementKeys]);

  const pickChoice = (choice) => setSelected({ anchor: null, choices: [choice], choice });
  const onSpot = (anchor, actions, card) => {
    if (actions.length === 1) setSelected({ anchor, choices: actions, choice: actions[0] });
    else if (actions.length > 1) setSelected({ anchor, choices: actions, choice: null });
    else if (view && view.seat !== null && view.status === "playing" && card) {
      const reason = module.whyNot(view.observation, view.seat, anchor, cards || new Map(), t, lang);
      const text = pick(lang, decision, "text");
      const why = reason || (legal.length ? t("decidingNow", { text }) : t("notYourDecision", { text }));
      setNotice(`${t("whyNot")} ${why}`);
    }
  };

  // The shortcuts read what is on screen now through a ref: one listener for the table's life.
  const now = useRef({});
  now.current = { selected, legal, commit, view };
  useEffect(() => {
    const onKey = (event) => {
      if (event.target.closest && event.target.closest("input, textarea, select")) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const { selected, legal, commit, view } = now.current;
      const n = Number(event.key);
      if (n >= 1 && n <= 9) {
        const list = selected && !selected.choice ? selected.choices : legal;
        if (list[n - 1]) pickChoice(list[n - 1]);
      } else if ((event.key === "y" || event.key === "Y") && selected && selected.choice) {
        commit(selected.choice);
      } else if (event.key === "p" || event.key === "P") {
        const pass = legal.find((choice) => choice.info && choice.info.kind === "pass");
        if (pass) pickChoice(pass);
      } else if (event.key === "Escape") {
        setSelected(null);
      } else if (event.key === "l" || event.key === "L") {
        setLogOpen((open) => !open);
      } else if (event.key === "?" && view) {
        window.open(`#/help/${view.game}`, "_blank");
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  if (!view || !cards) return html`<main class="table-screen" data-status="loading"><p>${t("loading")}</p></main>`;

  const names = seatNames(view, t).map((name, i) => (i === view.seat && name !== t("you") ? `${name} (${t("you")})` : name));
  const board = { anchors, changed, selected, onSpot };
  const Board = module.Board;
  const moveState = toMove(view);
  const status = view.status === "over" ? t("over") : moveState === "me" ? t("yourMove") : moveState === "them" ? t("theirMove") : "";
  const cardContext = { cards, inspect: setInspected };
  const obs = view.observation;
  return html`<${CardContext.Provider} value=${cardContext}>
  <main class="table-screen game-${view.game}" data-status=${view.status} data-seat=${view.seat ?? ""} data-to-move=${moveState}
      data-version=${view.version}>
    <header class="table-head">
      <div class="title"><h1>${t(`title_${view.game}`)}</h1>
        <span class="turn">${t("turn")} ${obs.turn}</span>
        <span class="link ${live ? "on" : "off"}" role="status">${live ? `● ${t("connected")}` : `○ ${t("reconnecting")}`}</span>
        ${view.seat === null ? html`<span class="badge">${t("spectating")}</span>` : ""}</div>
      <p class="status to-move-${moveState}" aria-live="polite"><strong>${status}</strong>
        ${decision ? html` — ${pick(lang, decision, "text")}` : ""}</p>
      <nav class="row">
        <a class="button secondary" href=${`#/help/${view.game}`} target="_blank" rel="noopener">${t("rules")}</a>
        <button type="button" class="secondary" aria-pressed=${logOpen ? "true" : "false"} onClick=${() => setLogOpen(!logOpen)}>${t("log")} <kbd>L</kbd></button>
        <label class="setting"><input type="checkbox" checked=${prefs.autoForced}
          onChange=${(e) => setPrefs({ ...prefs, autoForced: e.target.checked })} /> ${t("autoForced")}</label>
      </nav>
    </header>
    ${notice ? html`<p class="notice" role="alert" onClick=${() => setNotice(null)}>${notice}</p>` : ""}
    <${InvitePanel} table=${table} view=${view} />
    ${view.status === "over" ? html`<${EndPanel} view=${view} names=${names} token=${token} go=${go} />` : ""}
    <div class="table-body">
      <${Board} obs=${obs} viewer=${view.seat} board=${board} names=${names} />
      <aside class="sidebar">
        <section class="choices-panel" aria-label=${t("choices")}>
          <h3>${t("choices")}</h3>
          ${legal.length && view.progress ? html`<p class="progress" data-testid="progress">${pick(lang, view.progress, "text")} — ${t("finalOnce")}</p>`
            : legal.length && stepOf(legal[0].info) ? html`<p class="progress">${t("stepOf", stepOf(legal[0].info))}</p>` : ""}
          ${legal.length
            ? html`<ul class="choices">${legal.map((c, i) => html`<${Choice} key=${c.action} choice=${c} index=${i}
                selected=${selected && selected.choice === c} onPick=${pickChoice} />`)}</ul>`
            : html`<p class="muted">${view.status === "over" ? t("gameOver") : t("noActions")}</p>`}
          <${Unavailable} entries=${view.unavailable} />
          <p class="hint">${t("shortcuts")}</p>
        </section>
        <${Inspector} id=${inspected} />
        <${GameLog} lines=${view.log} fresh=${fresh} open=${logOpen} />
      </aside>
    </div>
    <${ConfirmBar} selected=${selected} onConfirm=${commit} onCancel=${() => setSelected(null)} onPick=${pickChoice}
      busy=${busy} decision=${decision} progress=${view.progress} />
  </main>
  </${CardContext.Provider}>`;
}
