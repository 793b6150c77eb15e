// The app shell: hash routes, the top bar (sections, language), preferences.
import { render } from "preact";
import { useEffect, useState } from "preact/hooks";
import { DeckBuilder } from "./decks.js";
import { Help } from "./help.js";
import { History, Replay } from "./history.js";
import { html } from "./html.js";
import { LangContext, translate } from "./i18n.js";
import { JoinScreen, Lobby } from "./lobby.js";
import { loadPrefs, savePrefs } from "./prefs.js";
import { TableScreen } from "./table.js";

// "#/table/abc?token=x" -> { parts: ["table", "abc"], params: { token: "x" } }
function parseRoute(hash) {
  const [path, search = ""] = hash.replace(/^#/, "").split("?");
  return { parts: path.split("/").filter(Boolean), params: Object.fromEntries(new URLSearchParams(search)) };
}

function useRoute() {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    const onChange = () => setHash(location.hash);
    window.addEventListener("hashchange", onChange);
    return () => window.removeEventListener("hashchange", onChange);
  }, []);
  return parseRoute(hash);
}

function go(hash) {
  location.hash = hash;
}

function Screen({ route, prefs, setPrefs }) {
  const [section, id] = route.parts;
  const token = route.params.token || null;
  switch (section) {
    case "table":
      return html`<${TableScreen} table=${id} token=${token} prefs=${prefs} setPrefs=${setPrefs} go=${go} />`;
    case "join":
      return html`<${JoinScreen} table=${id} prefs=${prefs} go=${go} />`;
    case "decks":
      return html`<${DeckBuilder} prefs=${prefs} setPrefs=${setPrefs} />`;
    case "history":
      return html`<${History} />`;
    case "replay":
      return html`<${Replay} table=${id} token=${token} />`;
    case "help":
      return html`<${Help} game=${id || prefs.game} />`;
    default:
      return html`<${Lobby} prefs=${prefs} setPrefs=${setPrefs} go=${go} />`;
  }
}

function App() {
  const [prefs, setPrefsState] = useState(loadPrefs);
  const route = useRoute();
  const setPrefs = (next) => {
    savePrefs(next);
    setPrefsState(next);
  };
  const t = (key) => translate(prefs.lang, key);
  useEffect(() => {
    document.documentElement.lang = prefs.lang;
  }, [prefs.lang]);
  const here = route.parts[0] || "";
  const link = (hash, key, section) => html`<a href=${hash} aria-current=${here === section ? "page" : undefined}>${t(key)}</a>`;
  return html`<${LangContext.Provider} value=${prefs.lang}>
    <header class="topbar">
      <a class="brand" href="#/">cardtable</a>
      <nav aria-label="cardtable">
        ${link("#/", "lobby", "")} ${link("#/decks", "decks", "decks")} ${link("#/history", "history", "history")}
        ${link(`#/help/${prefs.game}`, "rules", "help")}
      </nav>
      <div class="lang" role="group" aria-label=${t("language")}>
        ${[["en", "EN"], ["ja", "日本語"]].map(([code, label]) => html`<button type="button" key=${code} lang=${code}
          aria-pressed=${prefs.lang === code ? "true" : "false"} data-testid=${`lang-${code}`}
          onClick=${() => setPrefs({ ...prefs, lang: code })}>${label}</button>`)}
      </div>
    </header>
    <${Screen} route=${route} prefs=${prefs} setPrefs=${setPrefs} />
  </${LangContext.Provider}>`;
}

const root = document.getElementById("app");
root.textContent = "";
render(html`<${App} />`, root);
