// Card faces drawn from card data (GET /api/cards/{game}); no images. Every card a player may see
// can be inspected: hovering, focusing or tapping a face shows it whole in the inspector.
import { createContext } from "preact";
import { useContext, useEffect, useState } from "preact/hooks";
import { get } from "./api.js";
import { html } from "./html.js";
import { pick, term, useLang } from "./i18n.js";

const catalogues = {};

export function loadCards(game) {
  if (!catalogues[game]) {
    catalogues[game] = get(`/api/cards/${game}`).then((cards) => new Map(cards.map((card) => [card.id, card])));
  }
  return catalogues[game];
}

export function useCards(game) {
  const [cards, setCards] = useState(null);
  useEffect(() => {
    if (game) loadCards(game).then(setCards);
  }, [game]);
  return cards;
}

// { cards: Map, inspect(id) } for everything under a table, replay or deck builder.
export const CardContext = createContext({ cards: new Map(), inspect: () => {} });

export function cardName(lang, card, id) {
  if (!card) return id || "";
  return lang === "ja" ? card.name_ja : card.name || card.name_en;
}

const PROVENANCE_MARK = { printed: "●", reconstructed: "◐", sample: "○" };

function stats(card) {
  const parts = [];
  if (card.cost !== undefined && card.cost !== null) parts.push(["C", card.cost]);
  for (const [label, field] of [["P", "power"], ["A", "armor"], ["S", "speed"]]) {
    if (card[field]) parts.push([label, card[field]]);
  }
  if (card.search_points) parts.push(["SP", card.search_points]);
  if (card.battle_bonus) parts.push(["BB", card.battle_bonus]);
  return parts;
}

// A small face: name, kind, key numbers. `id` null draws a card back.
export function CardChip({ id, extra, className = "", label }) {
  const { lang, t } = useLang();
  const { cards, inspect } = useContext(CardContext);
  if (!id) {
    return html`<span class="chip back ${className}" aria-label=${label || t("hidden")}>${label || ""}</span>`;
  }
  const card = cards.get(id);
  const name = cardName(lang, card, id);
  return html`<span class="chip kind-${card ? card.kind : "unknown"} ${className}" data-card=${id}
      onMouseEnter=${() => inspect(id)} title=${name}>
    <span class="chip-name">${name}</span>
    ${card &&
    html`<span class="chip-stats">${stats(card).map(([k, v]) => html`<span class="stat"><b>${k}</b>${v}</span>`)}</span>`}
    ${extra}
  </span>`;
}

function effectLines(lang, card) {
  if (card.effects && card.effects.length) {
    return card.effects.map((effect, i) => html`<li key=${i}>${pick(lang, effect, "text") || effect.op}
      ${effect.cost ? html` <span class="cost">(${effect.cost})</span>` : ""}</li>`);
  }
  const text = lang === "ja" ? card.text_ja : card.text || card.text_en;
  return text ? html`<li>${text}</li>` : "";
}

// The whole card, for the inspector and the deck builder.
export function CardFace({ id }) {
  const { lang, t } = useLang();
  const { cards } = useContext(CardContext);
  const card = cards.get(id);
  if (!card) return html`<div class="face"><p>${id}</p></div>`;
  const other = lang === "ja" ? card.name || card.name_en : card.name_ja;
  const facts = [card.kind, card.type, card.model, card.mewmew, card.timing && card.timing !== "main" ? card.timing : null]
    .filter(Boolean)
    .map((value) => term(lang, value))
    .join(" · ");
  return html`<article class="face kind-${card.kind}" data-card=${id} aria-label=${cardName(lang, card, id)}>
    <header><h3>${cardName(lang, card, id)}</h3><small>${other}</small></header>
    <p class="facts">${facts}</p>
    <p class="face-stats">${stats(card).map(([k, v]) => html`<span class="stat"><b>${k}</b> ${v}</span>`)}
      ${card.moves && card.moves.length ? html`<span class="stat"><b>↔</b> ${card.moves.join(" ")}</span>` : ""}
      ${card.hp ? html`<span class="stat"><b>HP</b> ${card.hp}</span>` : ""}</p>
    <ul class="text">${effectLines(lang, card)}</ul>
    <footer title=${t("provenance")}>${PROVENANCE_MARK[card.provenance] || ""} ${t(card.provenance)} · ${card.id}</footer>
  </article>`;
}

export function Inspector({ id }) {
  const { t } = useLang();
  return html`<section class="inspector" aria-label=${t("inspect")}>
    ${id ? html`<${CardFace} id=${id} />` : html`<p class="hint">${t("inspectHint")}</p>`}
  </section>`;
}
