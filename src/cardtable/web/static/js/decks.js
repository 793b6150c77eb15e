// The deck builder: search the card pool (JA/EN names, text, kind, cost), build with live
// validation (/api/decks/check), save by name, import/export the CLI's text deck format.
import { useEffect, useMemo, useState } from "preact/hooks";
import { api, get, post, query } from "./api.js";
import { CardChip, CardContext, cardName, Inspector, useCards } from "./cards.js";
import { html } from "./html.js";
import { pick, term, useLang } from "./i18n.js";

const CHECK_DELAY_MS = 250;

function deckText(counts, cards) {
  return [...counts.entries()]
    .map(([id, n]) => `${n} ${id}  # ${cards.get(id) ? cards.get(id).name_ja : ""}`)
    .join("\n");
}

function cardText(lang, card) {
  const effects = (card.effects || []).map((effect) => pick(lang, effect, "text")).filter(Boolean);
  return effects.length ? effects.join(" / ") : pick(lang, card, "text");
}

function countsOf(ids) {
  const counts = new Map();
  for (const id of ids) counts.set(id, (counts.get(id) || 0) + 1);
  return counts;
}

function matchesSearch(card, words) {
  const haystack = [card.id, card.name, card.name_en, card.name_ja, card.text, card.text_en, card.text_ja,
    ...(card.effects || []).flatMap((e) => [e.text_en, e.text_ja])].filter(Boolean).join(" ").toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function DeckBuilder({ prefs, setPrefs }) {
  const { lang, t } = useLang();
  const [games, setGames] = useState([]);
  const game = prefs.deckGame || prefs.game;
  const cards = useCards(game);
  const [search, setSearch] = useState("");
  const [kind, setKind] = useState("");
  const [cost, setCost] = useState("");
  const [counts, setCounts] = useState(new Map());
  const [name, setName] = useState("");
  const [check, setCheck] = useState(null);
  const [saved, setSaved] = useState([]);
  const [message, setMessage] = useState(null);
  const [importText, setImportText] = useState("");
  const [inspected, setInspected] = useState(null);

  useEffect(() => {
    get("/api/games").then(setGames);
  }, []);
  const refreshSaved = () => get(`/api/decks${query({ game })}`).then(setSaved, () => setSaved([]));
  useEffect(() => {
    setCounts(new Map());
    setCheck(null);
    refreshSaved();
  }, [game]);

  const text = cards ? deckText(counts, cards) : "";
  useEffect(() => {
    if (!cards) return undefined;
    const timer = setTimeout(() => post("/api/decks/check", { game, text }).then(setCheck, (e) => setMessage(e.message)), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const pool = useMemo(() => {
    if (!cards) return [];
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    return [...cards.values()].filter(
      (card) => (!kind || card.kind === kind) && (cost === "" || String(card.cost) === cost) && matchesSearch(card, words),
    );
  }, [cards, search, kind, cost]);
  if (!cards) return html`<main class="decks"><p>${t("loading")}</p></main>`;

  const kinds = [...new Set([...cards.values()].map((c) => c.kind))].sort();
  const costs = [...new Set([...cards.values()].map((c) => c.cost).filter((c) => c !== undefined))].sort((a, b) => a - b);
  const change = (id, delta) => {
    const next = new Map(counts);
    const n = (next.get(id) || 0) + delta;
    if (n > 0) next.set(id, n);
    else next.delete(id);
    setCounts(next);
  };
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const save = async () => {
    try {
      await api("PUT", `/api/decks/${game}/${encodeURIComponent(name)}`, { text });
      setMessage(t("saveOk"));
      refreshSaved();
    } catch (e) {
      setMessage(e.body && e.body.problems ? e.body.problems.map((p) => p.message).join("; ") : e.message);
    }
  };
  const loadText = async (deck) => {
    const answer = await post("/api/decks/check", { game, text: deck });
    setCounts(countsOf(answer.cards));
    setCheck(answer);
  };
  const remove = async (deckName) => {
    await api("DELETE", `/api/decks/${game}/${encodeURIComponent(deckName)}`);
    refreshSaved();
  };
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`;

  return html`<${CardContext.Provider} value=${{ cards, inspect: setInspected }}>
  <main class="decks">
    <section class="pool panel" aria-label=${t("search_")}>
      <h1>${t("decks")}</h1>
      <div class="filters">
        <label>${t("game")}<select value=${game} data-testid="deck-game" onChange=${(e) => setPrefs({ ...prefs, deckGame: e.target.value })}>
          ${games.map((g) => html`<option key=${g.name} value=${g.name}>${pick(lang, g, "title")}</option>`)}</select></label>
        <label>${t("search_")}<input type="search" value=${search} data-testid="card-search" onInput=${(e) => setSearch(e.target.value)} /></label>
        <label>${t("kind")}<select value=${kind} onChange=${(e) => setKind(e.target.value)}>
          <option value="">${t("any")}</option>${kinds.map((k) => html`<option key=${k} value=${k}>${term(lang, k)}</option>`)}</select></label>
        <label>${t("cost")}<select value=${cost} onChange=${(e) => setCost(e.target.value)}>
          <option value="">${t("any")}</option>${costs.map((c) => html`<option key=${c} value=${String(c)}>${c}</option>`)}</select></label>
      </div>
      <ul class="pool-list" tabindex="0" aria-label=${t("search_")}>
        ${pool.map((card) => html`<li key=${card.id}>
          <button type="button" class="add" data-testid="add-card" data-card-id=${card.id} onClick=${() => change(card.id, 1)}
            onFocus=${() => setInspected(card.id)} aria-label=${`${t("add")}: ${cardName(lang, card, card.id)}`}>+</button>
          <${CardChip} id=${card.id} extra=${html`<small class="pool-text">${term(lang, card.kind)} · ${cardText(lang, card)}</small>`} /></li>`)}
      </ul>
    </section>
    <section class="deck panel" aria-label=${t("deck")}>
      <h2>${t("deck")} <small>${total} ${t("cardsInDeck")}</small></h2>
      <p class=${check && check.problems.length ? "error" : "ok"} role="status" data-testid="deck-status">
        ${check ? (check.problems.length ? check.problems.map((p) => `${p.line ? `${p.line}: ` : ""}${p.message}`).join(" · ") : t("deckValid")) : ""}</p>
      <ul class="deck-list">
        ${[...counts.entries()].map(([id, n]) => html`<li key=${id}>
          <button type="button" onClick=${() => change(id, -1)} aria-label=${`${t("remove")}: ${cardName(lang, cards.get(id), id)}`}>−</button>
          <span class="n">${n}×</span><${CardChip} id=${id} />
          <button type="button" onClick=${() => change(id, 1)} aria-label=${`${t("add")}: ${cardName(lang, cards.get(id), id)}`}>+</button></li>`)}
      </ul>
      <div class="row">
        <label>${t("deckName")}<input value=${name} data-testid="deck-name" onInput=${(e) => setName(e.target.value)} /></label>
        <button type="button" class="primary" data-testid="save-deck" disabled=${!name || !total} onClick=${save}>${t("save")}</button>
      </div>
      ${message ? html`<p role="status" data-testid="deck-message">${message}</p>` : ""}
      <h3>${t("saved")}</h3>
      <ul class="saved">${saved.map((deck) => html`<li key=${deck.name}>${deck.name}
        <button type="button" onClick=${() => { setName(deck.name); loadText(deck.text); }}>${t("load")}</button>
        <button type="button" class="secondary" onClick=${() => remove(deck.name)}>${t("deleteDeck")}</button></li>`)}</ul>
      <details><summary>${t("import")} / ${t("export")}</summary>
        <label>${t("deckText")}<textarea rows="8" data-testid="deck-text" value=${importText || text} onInput=${(e) => setImportText(e.target.value)}></textarea></label>
        <div class="row">
          <button type="button" data-testid="import-deck" onClick=${() => loadText(importText)} disabled=${!importText}>${t("import")}</button>
          <a class="button secondary" download=${`${name || "deck"}.txt`} href=${download}>${t("export")}</a>
        </div>
      </details>
      <${Inspector} id=${inspected} />
    </section>
  </main>
  </${CardContext.Provider}>`;
}
