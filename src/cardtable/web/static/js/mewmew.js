// The Tokyo Mew Mew table (MM-2.1): fields, gauge, Mew Mew card area, Aqua and Chimera areas,
// and the battle with both revealed cards and points. Reads only observation(seat).
import { useContext } from "preact/hooks";
import { Backs, CardRow, Counter, Pile, SideFrame, Spot } from "./board.js";
import { CardChip, CardContext, cardName } from "./cards.js";
import { html } from "./html.js";
import { useLang } from "./i18n.js";

const AQUA_WIN = 5;
const CHIMERA_WIN = 7;

export function regions(obs) {
  const out = {};
  obs.players.forEach((player, p) => {
    player.field.forEach((slot) => (out[`slot:${p}:${slot.slot}`] = JSON.stringify(slot)));
    out[`gauge:${p}`] = String(player.gauge_size);
    out[`aqua:${p}`] = String(player.found);
    out[`chimera:${p}`] = String(player.beaten);
  });
  out.battle = JSON.stringify(obs.battle);
  return out;
}

export function elementKeys(obs) {
  const keys = [];
  obs.players.forEach((player, p) => {
    player.field.forEach((slot) => keys.push(`slot:${p}:${slot.slot}`));
    for (const zone of ["hand", "mewmew_area", "gauge", "discard", "deck_top_known"]) {
      for (const id of player[zone] || []) keys.push(`card:${zone}:${id}`);
    }
  });
  return keys;
}

function Slot({ slot, p, viewer, board, battle }) {
  const { lang, t } = useLang();
  const { cards } = useContext(CardContext);
  const mine = p === viewer;
  const fighting =
    battle && [battle.character, battle.chimera].some((side) => side.player === p && side.slot === slot.slot);
  const name = cardName(lang, cards.get(slot.card), slot.card);
  const label = `${mine ? t("you") : t("them")}, ${slot.awake ? t("awake") : t("asleep")}:`;
  return html`<${Spot} anchor=${`slot:${p}:${slot.slot}`} board=${board} card=${slot.card} label=${label}
      className=${`slot ${slot.kind} ${mine ? "mine" : "theirs"}${slot.awake ? "" : " asleep"}${fighting ? " fighting" : ""}`}>
    <span class="owner-mark" aria-hidden="true">${mine ? "▲" : "▼"}</span>
    <span class="unit-name">${name}</span>
    ${slot.mewmew ? html`<span class="change">✦ ${cardName(lang, cards.get(slot.mewmew), slot.mewmew)}</span>` : ""}
    <span class="unit-stats">
      ${slot.search_points ? html`<span title=${t("search")}><b>SP</b>${slot.search_points}</span>` : ""}
      ${slot.battle_bonus ? html`<span title=${t("bonus")}><b>BB</b>${slot.battle_bonus > 0 ? "+" : ""}${slot.battle_bonus}</span>` : ""}
    </span>
    ${slot.items.length ? html`<span class="items">${slot.items.map((id) => cardName(lang, cards.get(id), id)).join(", ")}</span>` : ""}
    <span class="badges">
      ${slot.awake ? "" : html`<span class="badge">☾ ${t("asleep")}</span>`}
      ${slot.borrowed ? html`<span class="badge">⇆</span>` : ""}
      ${fighting ? html`<span class="badge acting-badge">⚔ ${t("battle")}</span>` : ""}
    </span>
  </${Spot}>`;
}

function Side({ obs, p, viewer, board, name }) {
  const { t } = useLang();
  const player = obs.players[p];
  const mine = p === viewer;
  const badges = html`${obs.turn_player === p ? html`<span class="badge">${t("turn")}</span>` : ""}
    ${obs.decision && obs.decision.player === p ? html`<span class="badge deciding">${t("deciding")}</span>` : ""}`;
  return html`<${SideFrame} mine=${mine} name=${name} badges=${badges}>
    <div class="counters">
      <${Counter} label=${t("gauge")} value=${player.gauge_size} className=${board.changed.has(`gauge:${p}`) ? "changed" : ""} />
      <${Counter} label=${t("aquaArea")} value=${player.found} of=${AQUA_WIN}
        className=${`aqua${player.aqua_win_possible ? "" : " out"}${board.changed.has(`aqua:${p}`) ? " changed" : ""}`} />
      <${Counter} label=${t("chimeraArea")} value=${player.beaten} of=${CHIMERA_WIN}
        className=${`chimera${player.chimera_win_possible ? "" : " out"}${board.changed.has(`chimera:${p}`) ? " changed" : ""}`} />
      <${Counter} label=${t("deck")} value=${player.deck_size} />
      <${Counter} label=${t("hand")} value=${player.hand_size} />
    </div>
    <div class="field" role="group" aria-label=${t("field")}>
      ${player.field.length === 0 ? html`<span class="muted">${t("field")}: ${t("empty")}</span>` : ""}
      ${player.field.map((slot) => html`<${Slot} key=${slot.uid} slot=${slot} p=${p} viewer=${viewer} board=${board} battle=${obs.battle} />`)}
    </div>
    <div class="zones">
      <div class="zone"><h4>${t("mewmewArea")}</h4>
        ${player.mewmew_area
          ? html`<${CardRow} zone="mewmew_area" ids=${player.mewmew_area} board=${board} label=${t("mewmewArea")} />`
          : html`<${Backs} count=${player.mewmew_area_size} label=${t("mewmewArea")} />`}</div>
      ${player.gauge ? html`<div class="zone"><h4>${t("gauge")}</h4><${CardRow} zone="gauge" ids=${player.gauge} board=${board} label=${t("gauge")} /></div>` : ""}
      ${player.deck_top_known.length ? html`<div class="zone"><h4>${t("deck")} ↑</h4><${CardRow} zone="deck_top_known" ids=${player.deck_top_known} board=${board} label=${t("deck")} /></div>` : ""}
      <div class="piles">
        <${Pile} title=${t("aquaArea")} ids=${player.aqua_area} />
        <${Pile} title=${t("chimeraArea")} ids=${player.chimera_area} />
        <${Pile} title=${t("discard")} ids=${player.discard} />
        ${player.deck_bottom_known.length ? html`<${Pile} title=${`${t("deck")} ↓`} ids=${player.deck_bottom_known} />` : ""}
      </div>
    </div>
  </${SideFrame}>`;
}

function Battle({ obs, viewer, names }) {
  const { lang, t } = useLang();
  const { cards } = useContext(CardContext);
  const battle = obs.battle;
  if (!battle) return "";
  const fighter = (side) => {
    const slot = obs.players[side.player].field.find((s) => s.uid === side.uid);
    return slot ? cardName(lang, cards.get(slot.card), slot.card) : "";
  };
  return html`<section class="battle" aria-label=${t("battle")} aria-live="polite">
    <h3>⚔ ${t("battle")}: ${fighter(battle.character)} ↔ ${fighter(battle.chimera)}</h3>
    <div class="battle-sides">
      ${[viewer, 1 - viewer].map(
        (p) => html`<div key=${p} class="battle-side ${p === viewer ? "mine" : "theirs"}">
          <strong>${names[p]}</strong>
          <span class="points">${battle.points[p]} <small>${t("points")}</small></span>
          <span>${t("revealed")}: ${battle.revealed[p] ? html`<${CardChip} id=${battle.revealed[p]} />` : "—"}</span>
        </div>`,
      )}
    </div>
  </section>`;
}

export function Board({ obs, viewer, board, names }) {
  const { t } = useLang();
  const me = viewer ?? 0;
  const hand = obs.players[me].hand;
  return html`<div class="board mewmew">
    <${Side} obs=${obs} p=${1 - me} viewer=${me} board=${board} name=${names[1 - me]} />
    <${Battle} obs=${obs} viewer=${me} names=${names} />
    ${obs.in_use.length ? html`<div class="card-row in-use"><small>${t("inUse")}:</small>${obs.in_use.map((id, i) => html`<${CardChip} key=${i} id=${id} />`)}</div>` : ""}
    <${Side} obs=${obs} p=${me} viewer=${me} board=${board} name=${names[me]} />
    ${hand
      ? html`<section class="hand" aria-label=${t("hand")}><h3>${t("hand")}</h3>
          <${CardRow} zone="hand" ids=${hand} board=${board} label=${t("hand")} /></section>`
      : ""}
  </div>`;
}

export function whyNot(obs, viewer, anchor, cards, t, lang) {
  if (!anchor.startsWith("card:hand:")) return null;
  const id = anchor.split(":")[2];
  const card = cards.get(id);
  const player = obs.players[viewer];
  const decision = obs.decision;
  if (decision && decision.kind !== "main" && decision.kind !== "declare") {
    return t("onlyInMain", { text: lang === "ja" ? decision.text_ja : decision.text });
  }
  if (card && card.cost > player.gauge_size) {
    return t("costTooHigh", { card: cardName(lang, card, id), cost: card.cost, gauge: player.gauge_size });
  }
  return null;
}
