// Interface words in English and Japanese. Game words (card names, action and log text) come
// from the server in both languages; these are only the client's own labels.
import { createContext } from "preact";
import { useContext } from "preact/hooks";

const WORDS = {
  en: {
    lobby: "Play", decks: "Decks", history: "History", rules: "How to play", language: "Language",
    game: "Game", yourDeck: "Your deck", theirDeck: "Opponent's deck", opponent: "Opponent",
    easy: "AI — easy", normal: "AI — normal", hard: "AI — hard", human: "A friend",
    inviteHow: "How your friend joins", inviteLink: "Private invite link", openSeat: "Open seat anyone can join",
    yourName: "Your name", advanced: "Advanced: rule variants", houseRule: "house rule",
    start: "Start game", starting: "Starting…", openTables: "Open seats", join: "Join", noOpenTables: "No open seats right now.",
    preset: "Preset decks", saved: "Your saved decks", default: "Default",
    inviteTitle: "Invite your friend", inviteSay: "Send this link. The game starts when they open it.",
    openSay: "Your seat is open: anyone can join from the lobby or with this link.", copy: "Copy", copied: "Copied",
    you: "You", them: "Opponent", yourMove: "Your decision", theirMove: "Opponent is deciding…", over: "Game over",
    turn: "Turn", choices: "Your choices", confirm: "Confirm", cancel: "Cancel", log: "Log",
    allMedaforce: "all MedaForce", notAvailable: "Not available now — why", finalOnce: "each step is final once confirmed",
    costs: "Cost", stepOf: "Step {now} of {of} — each step is final once confirmed",
    stepsLeft: "{n} still to choose — each choice is final once confirmed",
    noActions: "Nothing to decide right now.", reconnecting: "Reconnecting…", connected: "Live",
    autoForced: "Take forced single choices for me", shortcuts: "Keys: 1–9 pick a choice, P pass / end, Y confirm, Esc cancel, L log, ? rules",
    inspect: "Card", inspectHint: "Hover or tap a card to read it.", provenance: "Provenance",
    printed: "printed card", reconstructed: "reconstructed card", sample: "sample card",
    hand: "Hand", deck: "Deck", trash: "Trash", discard: "Discard", stock: "Stock", master: "Master",
    medals: "Medals", medaforce: "MedaForce", reserve: "MedaForce reserve", speedOrder: "Speed order", neutral: "neutral",
    facedown: "face down", acting: "acting", hasTurn: "to act", done: "acted", sideways: "effect in force",
    field: "Field", gauge: "Gauge", mewmewArea: "Mew Mew cards", aquaArea: "Mew Aqua found", chimeraArea: "Chimera Anima beaten",
    battle: "Battle", points: "points", revealed: "revealed", asleep: "asleep", awake: "awake", items: "items", search: "search",
    bonus: "battle bonus", empty: "empty", inUse: "Being used", effects: "Effects in force",
    won: "You won", lost: "You lost", draw: "Draw", winnerIs: "{name} won", rematch: "Rematch", replay: "Watch the replay",
    backToLobby: "Back to lobby", whyNot: "Why not?", notYourDecision: "It is the opponent's decision: {text}",
    decidingNow: "Right now you must: {text}",
    costTooHigh: "{card} costs {cost}; your gauge has {gauge}.", onlyInMain: "Cards are used in your main step; now: {text}",
    medaforceShort: "{card} needs {cost} MedaForce; you have {have}.", freshStock: "Medarotters stocked this turn cannot use 【発動】 (MD-8.1).",
    gameOver: "The game is over.", spectating: "Watching", replayTitle: "Replay", step: "Decision", first: "First", prev: "Previous",
    next: "Next", last: "Last", viewAs: "View as", noHistory: "No finished games yet.", open: "Open", decisions: "decisions",
    search_: "Search", kind: "Kind", cost: "Cost", any: "Any", add: "Add", remove: "Remove", deckName: "Deck name",
    save: "Save", saveOk: "Saved", deleteDeck: "Delete", import: "Import text", export: "Export text", deckValid: "The deck is legal.",
    load: "Load", deckText: "Deck file (COUNT CARD per line)", cardsInDeck: "cards in deck",
    loading: "Loading…", error: "Something went wrong", joinTitle: "Join a game", joinAs: "Join as",
    spectate: "Watch", illegal: "Not allowed:", stale: "The table moved on; here is the new position.",
    forcedTaken: "Only one choice: taken for you.", lastMove: "Last move",
    nothingHere: "Nothing here.",
    hidden: "hidden", deciding: "deciding", player: "Player", resume: "Resume", goesFirst: "goes first", resumeTitle: "Your games in progress", title_medarot: "Medarot", title_mewmew: "Tokyo Mew Mew",
  },
  ja: {
    lobby: "対戦", decks: "デッキ", history: "履歴", rules: "遊び方", language: "言語",
    game: "ゲーム", yourDeck: "自分のデッキ", theirDeck: "相手のデッキ", opponent: "対戦相手",
    easy: "AI — やさしい", normal: "AI — ふつう", hard: "AI — つよい", human: "友だち",
    inviteHow: "友だちの参加方法", inviteLink: "招待リンク（非公開）", openSeat: "だれでも参加できる席",
    yourName: "名前", advanced: "詳細：ルールの選択", houseRule: "ハウスルール",
    start: "対戦開始", starting: "準備中…", openTables: "参加できる席", join: "参加", noOpenTables: "いま参加できる席はありません。",
    preset: "構築済みデッキ", saved: "保存したデッキ", default: "標準",
    inviteTitle: "友だちを招待", inviteSay: "このリンクを送ってください。開くと対戦が始まります。",
    openSay: "席が空いています。ロビーかこのリンクからだれでも参加できます。", copy: "コピー", copied: "コピーしました",
    you: "あなた", them: "相手", yourMove: "あなたの番です", theirMove: "相手が考えています…", over: "ゲーム終了",
    turn: "ターン", choices: "選べる行動", confirm: "決定", cancel: "やめる", log: "ログ",
    allMedaforce: "メダフォース全部", notAvailable: "今は選べないもの — 理由", finalOnce: "決定した手順は取り消せません",
    costs: "コスト", stepOf: "{of}回中{now}回目 — 決定した選択は取り消せません",
    stepsLeft: "あと{n}回選びます — 決定した選択は取り消せません",
    noActions: "いま選ぶことはありません。", reconnecting: "再接続中…", connected: "接続中",
    autoForced: "選択肢が1つだけのときは自動で選ぶ", shortcuts: "キー：1–9 選ぶ、P パス／終了、Y 決定、Esc やめる、L ログ、? 遊び方",
    inspect: "カード", inspectHint: "カードにカーソルを合わせるかタップすると読めます。", provenance: "出典",
    printed: "実物確認済み", reconstructed: "再構成カード", sample: "サンプルカード",
    hand: "手札", deck: "山札", trash: "トラッシュ", discard: "捨て札", stock: "ストック", master: "マスター",
    medals: "メダル", medaforce: "メダフォース", reserve: "メダフォース", speedOrder: "素早さ順", neutral: "中立",
    facedown: "裏向き", acting: "行動中", hasTurn: "未行動", done: "行動済み", sideways: "効果中",
    field: "フィールド", gauge: "ゲージ", mewmewArea: "ミュウミュウカード", aquaArea: "見つけたミュウアクア", chimeraArea: "倒したキメラアニマ",
    battle: "バトル", points: "ポイント", revealed: "めくったカード", asleep: "休み", awake: "起きている", items: "アイテム", search: "サーチ",
    bonus: "バトルボーナス", empty: "なし", inUse: "使用中", effects: "効果中",
    won: "あなたの勝ち", lost: "あなたの負け", draw: "引き分け", winnerIs: "{name}の勝ち", rematch: "再戦", replay: "リプレイを見る",
    backToLobby: "ロビーへ", whyNot: "できない理由", notYourDecision: "相手が選んでいます：{text}",
    decidingNow: "いま選ぶこと：{text}",
    costTooHigh: "{card}のコストは{cost}、ゲージは{gauge}枚です。", onlyInMain: "カードはメインステップで使います。いま：{text}",
    medaforceShort: "{card}にはメダフォースが{cost}必要です（{have}）。", freshStock: "このターンにストックしたメダロッターは【発動】できません（MD-8.1）。",
    gameOver: "ゲームは終わりました。", spectating: "観戦中", replayTitle: "リプレイ", step: "選択", first: "最初", prev: "前へ",
    next: "次へ", last: "最後", viewAs: "視点", noHistory: "終わった対戦はまだありません。", open: "開く", decisions: "回の選択",
    search_: "検索", kind: "種類", cost: "コスト", any: "すべて", add: "追加", remove: "外す", deckName: "デッキ名",
    save: "保存", saveOk: "保存しました", deleteDeck: "削除", import: "テキストから読み込む", export: "テキストに書き出す", deckValid: "このデッキは使えます。",
    load: "開く", deckText: "デッキファイル（1行に 枚数 カード）", cardsInDeck: "枚",
    loading: "読み込み中…", error: "エラーが起きました", joinTitle: "対戦に参加", joinAs: "参加する名前",
    spectate: "観戦", illegal: "できません：", stale: "局面が進みました。新しい局面です。",
    forcedTaken: "選択肢が1つだけなので自動で選びました。", lastMove: "直前の行動",
    nothingHere: "なし",
    hidden: "非公開", deciding: "考え中", player: "プレイヤー", resume: "再開", goesFirst: "先攻", resumeTitle: "対戦中のゲーム", title_medarot: "メダロット", title_mewmew: "東京ミュウミュウ",
  },
};

// Card kinds, action types and timings as the card data spells them (games/*/cards.py).
const TERMS = {
  medarot: ["Medarot", "メダロット"], medachange: ["Medachange", "メダチェンジ"], medarotter: ["Medarotter", "メダロッター"],
  shooting: ["shooting", "射撃"], melee: ["melee", "格闘"], special: ["special", "特殊"],
  mewmew: ["Mew Mew card", "ミュウミュウカード"], aqua: ["Mew Aqua", "ミュウアクア"], chimera: ["Chimera Anima", "キメラアニマ"],
  character: ["Character", "キャラクター"], event: ["Event", "イベント"], item: ["Item", "アイテム"],
  battle: ["battle", "バトル"], any: ["any time", "いつでも"],
};

export function term(lang, value) {
  const entry = TERMS[value];
  return entry ? entry[lang === "ja" ? 1 : 0] : value;
}

export const LangContext = createContext("en");

export function translate(lang, key, params = {}) {
  const text = (WORDS[lang] && WORDS[lang][key]) || WORDS.en[key] || key;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(params[name] ?? ""));
}

export function useLang() {
  const lang = useContext(LangContext);
  return { lang, t: (key, params) => translate(lang, key, params) };
}

// A server object carries both languages as `x` / `x_ja` (or `x_en` / `x_ja`).
export function pick(lang, object, field) {
  if (!object) return "";
  if (lang === "ja") return object[`${field}_ja`] ?? object[field] ?? object[`${field}_en`] ?? "";
  return object[`${field}_en`] ?? object[field] ?? "";
}
