// Where a legal action lives on the table. The client never does arithmetic on action numbers:
// it reads only the structured `info` the engine gives (ACTION_INFO.md) and the action's text.
import { pick } from "./i18n.js";

const SQUARE_ROWS = "abcde";

// Medarot squares arrive as an index (observation) or a name such as "c1" (row letter, column).
export function squareIndex(square) {
  if (typeof square === "number") return square;
  if (typeof square === "string" && /^[a-e][1-3]$/.test(square)) {
    return SQUARE_ROWS.indexOf(square[0]) * 3 + Number(square[1]) - 1;
  }
  return null;
}

function placeKey(place) {
  if (place === null || place === undefined) return null;
  if (typeof place === "object" && "index" in place) return `slot:${place.player}:${place.index}`;
  const square = squareIndex(place);
  return square === null ? null : `sq:${square}`;
}

// Zones whose cards are drawn as squares or field slots: a card there is found by its place.
const BOARD_ZONES = new Set(["squares", "field"]);

// The keys a board element answers to, most specific first: where a move or attack goes; the
// card chosen from a hand, stock or area (placing a Medarot from hand names the square too, but
// the choice is the card); the square or slot; the card anywhere. An action is drawn on the first
// element that exists for it; what finds no element stays in the choices list only.
export function anchorKeys(info) {
  if (!info) return [];
  const keys = [];
  const push = (key) => key && !keys.includes(key) && keys.push(key);
  push(placeKey(info.to));
  if (info.card && info.zone && !BOARD_ZONES.has(info.zone)) push(`card:${info.zone}:${info.card}`);
  push(placeKey(info.square));
  push(placeKey(info.slot));
  if (info.card) push(`card:*:${info.card}`);
  push(placeKey(info.from));
  return keys;
}

function matches(key, elementKey) {
  if (key === elementKey) return true;
  return key.startsWith("card:*:") && elementKey.startsWith("card:") && elementKey.endsWith(`:${key.slice(7)}`);
}

// Map each element key the board draws to the legal actions it performs: an action goes to the
// first of its keys that the board has an element for.
export function anchorMap(legal, elementKeys) {
  const map = new Map();
  for (const choice of legal || []) {
    for (const key of anchorKeys(choice.info)) {
      const found = elementKeys.find((elementKey) => matches(key, elementKey));
      if (found) {
        if (!map.has(found)) map.set(found, []);
        map.get(found).push(choice);
        break;
      }
    }
  }
  return map;
}

export function actionText(lang, choice) {
  return pick(lang, choice, "text");
}

// "gauge 3, medals 1": the printed cost of a choice, when it has one.
export function costText(t, info) {
  if (!info || !info.cost) return "";
  return Object.entries(info.cost)
    .filter(([key]) => key !== "step")
    .map(([key, value]) => `${t(key)} ${value}`)
    .join(", ");
}

// Progress through a choice the engine takes one committed step at a time: {now, of} (1-based).
// The step sits at the top level of info (Mew Mew) or inside its cost (ACTION_INFO.md).
export function stepOf(info) {
  const step = info && (info.step || (info.cost && info.cost.step));
  return step && typeof step === "object" ? { now: step.done + 1, of: step.of } : null;
}
