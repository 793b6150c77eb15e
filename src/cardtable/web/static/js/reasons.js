// How a game ended, in plain words (the engine's winner_reason; rule ids as in the rules files).
const REASONS = {
  aqua: { en: "found 5 of the opponent's Mew Aqua (MM-5.1)", ja: "相手のミュウアクアを5枚見つけた（MM-5.1）" },
  chimera: { en: "beat 7 of the opponent's Chimera Anima (MM-5.2)", ja: "相手のキメラアニマを7体倒した（MM-5.2）" },
  gauge: { en: "the opponent could not carry out their good-morning step (MM-5.3)", ja: "相手がおはようステップを行えなかった（MM-5.3）" },
  medals: { en: "the opponent had to pay more medals than they had (MD-4.1)", ja: "相手が持っている以上のメダルを払うことになった（MD-4.1）" },
  deck_out: { en: "the opponent had to draw from an empty deck (MD-4.2)", ja: "相手が空の山札から引くことになった（MD-4.2）" },
  no_medarot: { en: "the opponent could not place a Medarot (MD-4.3)", ja: "相手がメダロットを置けなかった（MD-4.3）" },
  draw: { en: "both sides lost at the same moment", ja: "両者が同時に負けた" },
};

export function reasonText(lang, reason) {
  const entry = REASONS[reason];
  if (!entry) return reason || "";
  return entry[lang] || entry.en;
}
