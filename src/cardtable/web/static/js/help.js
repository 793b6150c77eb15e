// How to play: the rules text of cardtable.help (/api/help/{game}), in the chosen language.
import { marked } from "marked";
import { useEffect, useState } from "preact/hooks";
import { get, query } from "./api.js";
import { html } from "./html.js";
import { useLang } from "./i18n.js";

export function Help({ game }) {
  const { lang, t } = useLang();
  const [games, setGames] = useState([]);
  const [text, setText] = useState(null);
  useEffect(() => {
    get("/api/games").then(setGames, () => {});
  }, []);
  useEffect(() => {
    setText(null);
    get(`/api/help/${game}${query({ lang })}`).then((answer) => setText(answer.markdown), (e) => setText(`**${t("error")}:** ${e.message}`));
  }, [game, lang]);
  return html`<main class="help panel">
    <nav class="row">${games.map((g) => html`<a key=${g.name} class=${`button${g.name === game ? " primary" : " secondary"}`}
      href=${`#/help/${g.name}`} aria-current=${g.name === game ? "page" : undefined}>${lang === "ja" ? g.title_ja : g.title_en}</a>`)}</nav>
    ${text === null ? html`<p>${t("loading")}</p>` : html`<article class="rules-text" dangerouslySetInnerHTML=${{ __html: marked.parse(text) }}></article>`}
  </main>`;
}
