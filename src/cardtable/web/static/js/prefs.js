// What the player chose last time (localStorage): language, game, decks, opponent, variants, settings.
const KEY = "cardtable.prefs";
const TOKENS = "cardtable.tokens";

const DEFAULTS = {
  lang: (navigator.language || "en").startsWith("ja") ? "ja" : "en",
  game: "mewmew",
  opponent: "easy",
  invite: "link",
  name: "",
  decks: {},
  flags: {},
  autoForced: true,
};

function read(key, fallback) {
  try {
    return { ...fallback, ...JSON.parse(localStorage.getItem(key) || "{}") };
  } catch {
    return { ...fallback };
  }
}

export function loadPrefs() {
  return read(KEY, DEFAULTS);
}

export function savePrefs(prefs) {
  localStorage.setItem(KEY, JSON.stringify(prefs));
}

// The seat tokens of tables this browser sits at, so "resume" and the history can find them.
export function rememberToken(table, token) {
  const tokens = read(TOKENS, {});
  tokens[table] = token;
  localStorage.setItem(TOKENS, JSON.stringify(tokens));
}

export function tokenFor(table) {
  return read(TOKENS, {})[table] || null;
}

export function knownTables() {
  return read(TOKENS, {});
}
