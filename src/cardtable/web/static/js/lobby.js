// The lobby: game, decks, opponent (AI level, a friend by invite link, or an open seat), rule
// variants behind a fold, and the open seats others have left. Remembers the last choices.
import { useEffect, useState } from "preact/hooks";
import { get, post, query } from "./api.js";
import { html } from "./html.js";
import { pick, useLang } from "./i18n.js";
import { knownTables, rememberToken } from "./prefs.js";

const OPPONENTS = ["easy", "normal", "hard", "human"];

function DeckPicker({ label, game, value, onChange, saved, testid }) {
  const { t } = useLang();
  return html`<label>${label}
    <select value=${value} onChange=${(e) => onChange(e.target.value)} data-testid=${testid}>
      <optgroup label=${t("preset")}>
        ${game.decks.map((name) => html`<option key=${name} value=${`preset:${name}`}>${name}</option>`)}
      </optgroup>
      ${saved.length
        ? html`<optgroup label=${t("saved")}>${saved.map((deck) => html`<option key=${deck.name} value=${`saved:${deck.name}`}>${deck.name}</option>`)}</optgroup>`
        : ""}
    </select></label>`;
}

function FlagField({ spec, value, onChange }) {
  const { lang, t } = useLang();
  const choices = spec.choices || [];
  const id = `flag-${spec.name}`;
  return html`<div class="flag">
    <label for=${id}>${spec.name} <small>${spec.rule}${spec.house_rule ? ` · ${t("houseRule")}` : ""}</small></label>
    ${choices.length
      ? html`<select id=${id} value=${String(value)} onChange=${(e) => onChange(choices.find((c) => String(c) === e.target.value))}>
          ${choices.map((choice) => html`<option key=${String(choice)} value=${String(choice)}>${String(choice)}${choice === spec.default ? ` (${t("default")})` : ""}</option>`)}
        </select>`
      : html`<input id=${id} value=${value} onChange=${(e) => onChange(e.target.value)} />`}
    ${spec.doc ? html`<p class="doc">${pick(lang, spec, "doc")}</p>` : ""}
  </div>`;
}

// Tables this browser sits at that are still being played, and seats others have left open.
function OpenTables() {
  const { t } = useLang();
  const [tables, setTables] = useState([]);
  const [mine, setMine] = useState([]);
  useEffect(() => {
    get("/api/tables").then((all) => {
      const tokens = knownTables();
      const playing = all.filter((table) => table.status === "playing");
      setMine(playing.filter((table) => tokens[table.table]).map((table) => ({ ...table, token: tokens[table.table] })));
      setTables(playing.filter((table) => (table.open_seats || []).length && !tokens[table.table]));
    }, () => {});
  }, []);
  return html`<section class="open-tables" aria-label=${t("openTables")}>
    ${mine.length
      ? html`<h2>${t("resumeTitle")}</h2><ul>${mine.map((table) => html`<li key=${table.table}>${table.game} — ${table.seats.map((s) => s.name).join(" / ")}
          <a class="button" href=${`#/table/${table.table}?token=${encodeURIComponent(table.token)}`}>${t("resume")}</a></li>`)}</ul>`
      : ""}
    <h2>${t("openTables")}</h2>
    ${tables.length
      ? html`<ul>${tables.map((table) => html`<li key=${table.table}>${table.game} — ${(table.seats || []).map((s) => s.name).join(" / ")}
          <a class="button" href=${`#/join/${table.table}`}>${t("join")}</a></li>`)}</ul>`
      : html`<p class="muted">${t("noOpenTables")}</p>`}
  </section>`;
}

function deckValue(choice, saved) {
  if (choice.startsWith("saved:")) {
    const deck = saved.find((d) => d.name === choice.slice(6));
    return deck ? deck.text : null;
  }
  return choice.startsWith("preset:") ? choice.slice(7) : null;
}

export function Lobby({ prefs, setPrefs, go }) {
  const { lang, t } = useLang();
  const [games, setGames] = useState(null);
  const [saved, setSaved] = useState([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(null);
  useEffect(() => {
    get("/api/games").then(setGames, (e) => setError(e.message));
  }, []);
  const game = games && (games.find((g) => g.name === prefs.game) || games[0]);
  useEffect(() => {
    if (game) get(`/api/decks${query({ game: game.name })}`).then(setSaved, () => setSaved([]));
  }, [game && game.name]);
  if (!games) return html`<main class="lobby"><p>${error || t("loading")}</p></main>`;

  const presets = game.default_decks || [game.decks[0], game.decks[1] || game.decks[0]];
  const decks = prefs.decks[game.name] || presets.map((name) => `preset:${name}`);
  const flags = prefs.flags[game.name] || {};
  const update = (patch) => setPrefs({ ...prefs, ...patch });
  const setDeck = (i, value) => {
    const next = [...decks];
    next[i] = value;
    update({ decks: { ...prefs.decks, [game.name]: next } });
  };
  const setFlag = (name, value) => update({ flags: { ...prefs.flags, [game.name]: { ...flags, [name]: value } } });
  const specs = game.flag_specs || [];

  const start = async (event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const human = prefs.opponent === "human";
    const openSeat = human && prefs.invite === "open";
    const body = {
      game: game.name,
      flags,
      seats: ["human", human ? "human" : prefs.opponent],
      decks: decks.map((choice) => deckValue(choice, saved)),
      names: [prefs.name || `${t("player")} 0`, human ? `${t("player")} 1` : t(prefs.opponent)],
    };
    if (openSeat) body.open_seats = [1];
    try {
      const answer = await post("/api/tables", body);
      const token = answer.tokens["0"];
      rememberToken(answer.table, token);
      if (human) {
        const invite = openSeat ? `#/join/${answer.table}` : `#/table/${answer.table}?token=${encodeURIComponent(answer.tokens["1"])}`;
        sessionStorage.setItem(`cardtable.invite.${answer.table}`, invite);
      }
      go(`#/table/${answer.table}?token=${encodeURIComponent(token)}`);
    } catch (e) {
      setError(e.message);
      setBusy(false);
    }
  };

  return html`<main class="lobby">
    <form class="panel" onSubmit=${start}>
      <h1>${t("lobby")}</h1>
      <label>${t("game")}
        <select data-testid="game" value=${game.name} onChange=${(e) => update({ game: e.target.value })}>
          ${games.map((g) => html`<option key=${g.name} value=${g.name}>${pick(lang, g, "title")}</option>`)}
        </select></label>
      <label>${t("opponent")}
        <select data-testid="opponent" value=${prefs.opponent} onChange=${(e) => update({ opponent: e.target.value })}>
          ${OPPONENTS.map((o) => html`<option key=${o} value=${o}>${t(o)}</option>`)}
        </select></label>
      ${prefs.opponent === "human"
        ? html`<fieldset><legend>${t("inviteHow")}</legend>
            <label class="inline"><input type="radio" name="invite" checked=${prefs.invite !== "open"} onChange=${() => update({ invite: "link" })} /> ${t("inviteLink")}</label>
            <label class="inline"><input type="radio" name="invite" checked=${prefs.invite === "open"} onChange=${() => update({ invite: "open" })} /> ${t("openSeat")}</label>
          </fieldset>`
        : ""}
      <${DeckPicker} label=${t("yourDeck")} game=${game} value=${decks[0]} onChange=${(v) => setDeck(0, v)} saved=${saved} testid="deck-0" />
      <${DeckPicker} label=${t("theirDeck")} game=${game} value=${decks[1]} onChange=${(v) => setDeck(1, v)} saved=${saved} testid="deck-1" />
      <label>${t("yourName")} <input value=${prefs.name} maxLength="40" onInput=${(e) => update({ name: e.target.value })} /></label>
      ${specs.length
        ? html`<details class="advanced"><summary>${t("advanced")}</summary>
            ${specs.map((spec) => html`<${FlagField} key=${spec.name} spec=${spec} value=${flags[spec.name] ?? spec.default} onChange=${(v) => setFlag(spec.name, v)} />`)}
          </details>`
        : ""}
      <button type="submit" class="primary big" data-testid="start-game" disabled=${busy}>${busy ? t("starting") : t("start")}</button>
      ${error ? html`<p class="error" role="alert">${error}</p>` : ""}
    </form>
    <${OpenTables} />
  </main>`;
}

export function JoinScreen({ table, prefs, go }) {
  const { t } = useLang();
  const [name, setName] = useState(prefs.name || "");
  const [error, setError] = useState(null);
  const join = async (event) => {
    event.preventDefault();
    try {
      const answer = await post(`/api/tables/${table}/join`, { name: name || `${t("player")} 1` });
      rememberToken(table, answer.token);
      go(`#/table/${table}?token=${encodeURIComponent(answer.token)}`);
    } catch (e) {
      setError(e.message);
    }
  };
  return html`<main class="lobby"><form class="panel" onSubmit=${join}>
    <h1>${t("joinTitle")}</h1>
    <label>${t("joinAs")} <input value=${name} data-testid="join-name" onInput=${(e) => setName(e.target.value)} /></label>
    <div class="row"><button type="submit" class="primary" data-testid="join">${t("join")}</button>
      <a class="button secondary" href=${`#/table/${table}`}>${t("spectate")}</a></div>
    ${error ? html`<p class="error" role="alert">${error}</p>` : ""}
  </form></main>`;
}
