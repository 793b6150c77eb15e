// The Medarot table (MD-2.2): the 5×3 grid with the neutral row, speed order and who acts next,
// medals, stock, Master and the MedaForce reserve. Reads only observation(seat) (observation.py).
import { useContext } from "preact/hooks";
import { Backs, CardRow, Counter, Pile, SideFrame, Spot } from "./board.js";
import { CardChip, CardContext, cardName } from "./cards.js";
import { html } from "./html.js";
import { useLang } from "./i18n.js";

const COLUMNS = 3;
const ROWS = 5;
const NEUTRAL_ROW = 2;

function squareName(square) {
  return `${"abcde"[Math.floor(square / COLUMNS)]}${(square % COLUMNS) + 1}`;
}

// The viewer's own rows at the bottom, as across a real table.
function gridOrder(viewer) {
  const rows = [...Array(ROWS).keys()];
  const columns = [...Array(COLUMNS).keys()];
  if (viewer === 1) return rows.map((row) => columns.map((column) => row * COLUMNS + (COLUMNS - 1 - column)));
  return rows.reverse().map((row) => columns.map((column) => row * COLUMNS + column));
}

// What a region of the table looks like, to highlight what just changed.
export function regions(obs) {
  const out = {};
  obs.squares.forEach((square, i) => (out[`sq:${i}`] = JSON.stringify(square)));
  obs.players.forEach((player, p) => {
    out[`medals:${p}`] = String(player.medals);
    out[`master:${p}`] = JSON.stringify([player.master, player.master_face_up, player.master_sideways]);
    out[`stock:${p}`] = JSON.stringify([player.stock_count, player.in_effect]);
  });
  return out;
}

export function elementKeys(obs, viewer) {
  const keys = obs.squares.map((_, i) => `sq:${i}`);
  obs.players.forEach((player) => {
    for (const [zone, ids] of [["hand", player.hand], ["stock", player.stock], ["trash", player.trash], ["reserve", player.reserve]]) {
      for (const id of ids || []) keys.push(`card:${zone}:${id}`);
    }
    if (player.master) keys.push(`card:master:${player.master}`);
  });
  return keys;
}

function Square({ obs, index, board, viewer }) {
  const { lang, t } = useLang();
  const { cards } = useContext(CardContext);
  const unit = obs.squares[index];
  const row = Math.floor(index / COLUMNS);
  const classes = ["square", row === NEUTRAL_ROW ? "neutral" : ""];
  const attack = obs.attack || {};
  let label = row === NEUTRAL_ROW ? t("neutral") : "";
  let body = html`<span class="sq-name">${squareName(index)}</span>`;
  if (unit) {
    const mine = unit.owner === viewer;
    classes.push(mine ? "mine" : "theirs", unit.face_up ? "up" : "down");
    if (unit.sideways) classes.push("sideways");
    if (obs.acting === index) classes.push("acting");
    if (attack.attacker === index) classes.push("attacker");
    if (attack.target === index) classes.push("target");
    const name = unit.card ? cardName(lang, cards.get(unit.card), unit.card) : t("facedown");
    label = `${label} ${mine ? t("you") : t("them")}`.trim();
    body = html`<span class="sq-name">${squareName(index)}</span>
      <span class="owner-mark" aria-hidden="true">${mine ? "▲" : "▼"}</span>
      <span class="unit-name">${name}</span>
      ${unit.change ? html`<span class="change">⇄ ${cardName(lang, cards.get(unit.change), unit.change)}</span>` : ""}
      ${unit.face_up
        ? html`<span class="unit-stats"><span><b>P</b>${unit.power}</span><span><b>A</b>${unit.armor}</span><span><b>S</b>${unit.speed}</span></span>`
        : ""}
      <span class="badges">
        ${obs.acting === index ? html`<span class="badge acting-badge">${t("acting")}</span>` : ""}
        ${unit.has_turn && obs.acting !== index ? html`<span class="badge">${t("hasTurn")}</span>` : ""}
        ${unit.sideways ? html`<span class="badge">↻ ${t("sideways")}</span>` : ""}
        ${mine && !unit.face_up ? html`<span class="badge">${t("facedown")}</span>` : ""}
      </span>`;
  }
  return html`<${Spot} anchor=${`sq:${index}`} board=${board} className=${classes.join(" ")} label=${label}
    card=${unit ? unit.card : null}>${body}</${Spot}>`;
}

function SpeedOrder({ obs, viewer }) {
  const { lang, t } = useLang();
  const { cards } = useContext(CardContext);
  const units = obs.squares
    .map((unit, index) => ({ unit, index }))
    .filter(({ unit }) => unit && unit.face_up)
    .sort((a, b) => b.unit.speed - a.unit.speed);
  return html`<section class="speed" aria-label=${t("speedOrder")}>
    <h3>${t("speedOrder")}</h3>
    <ol>
      ${units.map(
        ({ unit, index }) => html`<li key=${index} class="${unit.owner === viewer ? "mine" : "theirs"}
            ${obs.acting === index ? " acting" : ""}${unit.has_turn ? "" : " done"}">
          <span class="owner-mark" aria-hidden="true">${unit.owner === viewer ? "▲" : "▼"}</span>
          <b>S${unit.speed}</b> ${cardName(lang, cards.get(unit.card), unit.card)} <small>${squareName(index)}</small>${" "}
          <small class="speed-state">${obs.acting === index ? t("acting") : unit.has_turn ? t("hasTurn") : t("done")}</small></li>`,
      )}
    </ol>
  </section>`;
}

function Side({ obs, p, viewer, board, name }) {
  const { t } = useLang();
  const player = obs.players[p];
  const mine = p === viewer;
  const badges = html`${obs.first_player === p ? html`<span class="badge">${t("goesFirst")}</span>` : ""}
    ${obs.current_player === p ? html`<span class="badge deciding">${t("deciding")}</span>` : ""}`;
  return html`<${SideFrame} mine=${mine} name=${name} badges=${badges}>
    <div class="counters">
      <${Counter} label=${t("medals")} value=${player.medals} className=${`medals${board.changed.has(`medals:${p}`) ? " changed" : ""}`} />
      <${Counter} label=${t("medaforce")} value=${player.medaforce} />
      <${Counter} label=${t("deck")} value=${player.deck_count} />
      <${Counter} label=${t("hand")} value=${player.hand_count} />
    </div>
    <div class="zone master-zone">
      <h4>${t("master")}</h4>
      ${player.master
        ? html`<${Spot} anchor=${`card:master:${player.master}`} board=${board} card=${player.master}
            className=${`card-spot${player.master_sideways ? " sideways" : ""}`}><${CardChip} id=${player.master} /></${Spot}>`
        : player.has_master
          ? html`<${CardChip} id=${null} label=${t("facedown")} />`
          : html`<span class="muted">${t("empty")}</span>`}
    </div>
    <div class="zone stock-zone">
      <h4>${t("stock")} <small>${player.stock_count}/3</small></h4>
      ${player.stock
        ? html`<${CardRow} zone="stock" ids=${player.stock} board=${board} label=${t("stock")} />`
        : html`<${Backs} count=${player.stock_count} label=${t("stock")} />`}
      ${player.in_effect.length ? html`<div class="card-row"><small>${t("sideways")}:</small>${player.in_effect.map((id, i) => html`<${CardChip} key=${i} id=${id} />`)}</div>` : ""}
    </div>
    <div class="piles">
      <${Pile} title=${t("trash")} ids=${player.trash} />
      <${Pile} title=${t("reserve")} ids=${player.reserve} />
    </div>
  </${SideFrame}>`;
}

export function Board({ obs, viewer, board, names }) {
  const { t } = useLang();
  const me = viewer ?? 0;
  const them = 1 - me;
  const hand = obs.players[me].hand;
  return html`<div class="board medarot">
    <${Side} obs=${obs} p=${them} viewer=${me} board=${board} name=${names[them]} />
    <div class="grid-wrap">
      <div class="grid" role="group" aria-label=${t("field")}>
        ${gridOrder(me).map(
          (row, r) => html`<div class="grid-row" key=${r}>${row.map(
            (index) => html`<${Square} key=${index} obs=${obs} index=${index} board=${board} viewer=${me} />`,
          )}</div>`,
        )}
      </div>
      <${SpeedOrder} obs=${obs} viewer=${me} />
    </div>
    <${Side} obs=${obs} p=${me} viewer=${me} board=${board} name=${names[me]} />
    ${hand
      ? html`<section class="hand" aria-label=${t("hand")}><h3>${t("hand")}</h3>
          <${CardRow} zone="hand" ids=${hand} board=${board} label=${t("hand")} /></section>`
      : ""}
    ${obs.effects.length
      ? html`<section class="effects"><h3>${t("effects")}</h3><div class="card-row">
          ${obs.effects.map((e, i) => html`<${CardChip} key=${i} id=${e.card} extra=${html`<small>${e.op} ${e.amount > 0 ? "+" : ""}${e.amount} (${e.until})</small>`} />`)}
        </div></section>`
      : ""}
  </div>`;
}

// Why a beginner's click did nothing (from the observation only).
export function whyNot(obs, viewer, anchor, cards, t, lang) {
  if (!anchor.startsWith("card:hand:") && !anchor.startsWith("card:stock:")) return null;
  const id = anchor.split(":")[2];
  const card = cards.get(id);
  const player = obs.players[viewer];
  if (card && anchor.startsWith("card:stock:") && player.stock_new > 0) return t("freshStock");
  const cost = card && card.effects && card.effects.length ? Math.min(...card.effects.map((e) => e.cost || 0)) : 0;
  if (cost > player.medaforce) {
    return t("medaforceShort", { card: cardName(lang, card, id), cost, have: player.medaforce });
  }
  return null;
}
