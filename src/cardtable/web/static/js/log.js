// The readable game log in the chosen language; the rule id of each line on hover.
import { useEffect, useRef } from "preact/hooks";
import { html } from "./html.js";
import { pick, useLang } from "./i18n.js";

export function GameLog({ lines, fresh = 0, open = true }) {
  const { lang, t } = useLang();
  const end = useRef(null);
  useEffect(() => {
    if (end.current) end.current.scrollTop = end.current.scrollHeight;
  }, [lines.length]);
  return html`<section class="log" aria-label=${t("log")} hidden=${!open}>
    <h3>${t("log")}</h3>
    <ol ref=${end} aria-live="polite" tabindex="0" aria-label=${t("log")}>
      ${lines.map(
        (line, i) => html`<li key=${i} class=${i >= lines.length - fresh ? "fresh" : ""} title=${line.rule || ""}>
          ${line.rule ? html`<span class="rule">${line.rule}</span> ` : ""}${pick(lang, line, "text")}</li>`,
      )}
    </ol>
  </section>`;
}
