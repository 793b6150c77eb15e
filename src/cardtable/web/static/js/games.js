// Each game's board module, by the game's name in the protocol.
import * as medarot from "./medarot.js";
import * as mewmew from "./mewmew.js";

export const BOARDS = { medarot, mewmew };

// Decision kinds whose options depend on the decider's hidden cards: taking a lone option there
// at once would tell the opponent what the hand holds, so it is never taken automatically.
export const TELLING_KINDS = new Set(["menu", "after", "defend", "optdraw", "drawn", "main", "declare", "fight", "foe"]);

export function seatNames(view, t) {
  return (view.seats || []).map((seat, i) => seat.name || `${t("player")} ${i}`);
}
