// Pieces both game boards share: an element that may carry legal actions, and counted piles.
import { useContext } from "preact/hooks";
import { CardChip, CardContext } from "./cards.js";
import { html } from "./html.js";
import { useLang } from "./i18n.js";

// A board element (square, slot, card). With legal actions it is a button: one action carries
// data-action itself; several open a menu of choices (each with its own data-action). `label`:
// what a screen reader needs beyond the visible text (whose it is), read before it.
export function Spot({ anchor, board, className = "", label, children, card }) {
  const { inspect } = useContext(CardContext);
  const actions = board.anchors.get(anchor) || [];
  const changed = board.changed.has(anchor) ? " changed" : "";
  const selected = board.selected && board.selected.anchor === anchor ? " selected" : "";
  const said = label ? html`<span class="sr-only">${label} </span>` : "";
  const onClick = () => {
    if (card) inspect(card);
    board.onSpot(anchor, actions, card);
  };
  if (!actions.length && !card) {
    return html`<div class="spot ${className}${changed}" data-anchor=${anchor}>${said}${children}</div>`;
  }
  return html`<button type="button" class="spot ${className}${changed}${selected}${actions.length ? " legal" : ""}"
      data-anchor=${anchor} data-action=${actions.length === 1 ? actions[0].action : undefined}
      data-actions=${actions.length > 1 ? actions.map((a) => a.action).join(" ") : undefined}
      onClick=${onClick} onFocus=${() => card && inspect(card)}>${said}${children}</button>`;
}

// A row of visible cards (hand, stock, areas), each a Spot keyed by zone and id.
export function CardRow({ zone, ids, board, label, className = "" }) {
  const { t } = useLang();
  return html`<div class="card-row ${className}" role="group" aria-label=${label}>
    ${ids.length === 0 ? html`<span class="muted">${t("empty")}</span>` : ""}
    ${ids.map(
      (id, i) => html`<${Spot} key=${`${id}-${i}`} anchor=${`card:${zone}:${id}`} board=${board} card=${id}
        className="card-spot"><${CardChip} id=${id} /></${Spot}>`,
    )}
  </div>`;
}

// Cards nobody at this seat may see: only their number.
export function Backs({ count, label }) {
  const shown = Math.min(count, 8);
  return html`<div class="backs" aria-label=${`${label}: ${count}`}>
    ${Array.from({ length: shown }, (_, i) => html`<span key=${i} class="chip back mini" aria-hidden="true"></span>`)}
    <span class="count">${count}</span>
  </div>`;
}

// A pile everyone may look through (trash, discard, reserve): its size, opened on demand.
export function Pile({ title, ids }) {
  const { t } = useLang();
  return html`<details class="pile">
    <summary>${title} <span class="count">${ids.length}</span></summary>
    <div class="card-row">${ids.length ? ids.map((id, i) => html`<${CardChip} key=${i} id=${id} />`) : t("nothingHere")}</div>
  </details>`;
}

// One player's half of the table: their name, side marks and badges, then the zones.
export function SideFrame({ mine, name, badges, children }) {
  return html`<section class="side ${mine ? "mine" : "theirs"}" aria-label=${name}>
    <header class="side-head">
      <span class="owner-mark" aria-hidden="true">${mine ? "▲" : "▼"}</span><strong>${name}</strong>${badges}
    </header>
    ${children}
  </section>`;
}

export function Counter({ label, value, of, className = "" }) {
  return html`<div class="counter ${className}"><span class="counter-label">${label}</span>
    <span class="counter-value">${value}${of !== undefined ? html`<small>/${of}</small>` : ""}</span></div>`;
}
