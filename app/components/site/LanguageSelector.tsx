import { ChevronDown } from "lucide-react";
import type { MouseEvent } from "react";
import { trackLanguageChange } from "~/analytics/tracker";
import { useLocale } from "~/i18n/context";
import { LANGUAGES, LOCALES, type Locale, PREFERRED_LANGUAGE_KEY } from "~/i18n/locales";
import { Flag } from "../visuals/Flag";
import { useDisclosure } from "./use-disclosure";

function rememberChoice(locale: Locale) {
  try {
    localStorage.setItem(PREFERRED_LANGUAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode, blocked); the switch still works.
  }
}

/** The list's id: the header, and with it the selector, is on a page once. */
const LIST_ID = "language-list";

/**
 * A disclosure of links to the same page in every language (`links`, from the server: an entry not written in a
 * language leads to that language's listing): crawlable and usable without JavaScript. Each is an ordinary
 * page load of the page prerendered in that language, so no text changes language on screen. With `keepQuery`
 * (the staff area, whose view is its query), the link takes the page's query along.
 */
export function LanguageSelector({ links, keepQuery = false }: { links: Record<Locale, string>; keepQuery?: boolean }) {
  const { locale, t } = useLocale();
  const { open, setOpen, root, button } = useDisclosure();
  const current = LANGUAGES[locale];

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={LIST_ID}
        onClick={() => setOpen((value) => !value)}
        className="flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border border-white/10 px-3 py-2 text-sm font-medium text-slate-200 transition hover:border-white/30"
      >
        <span className="sr-only">
          {t("language.choose")} ({t("language.current", { name: current.name })})
        </span>
        <Flag locale={locale} className="h-3.5 w-5" />
        <span>{locale.toUpperCase()}</span>
        <ChevronDown aria-hidden="true" className={`size-4 transition ${open ? "rotate-180" : ""}`} />
      </button>
      <ul
        id={LIST_ID}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-64 overflow-hidden rounded-2xl border border-white/10 bg-ink-900 p-1.5 shadow-2xl shadow-black/50"
      >
        {LOCALES.map((code) => {
          const language = LANGUAGES[code];
          return (
            <li key={code}>
              <a
                href={links[code]}
                lang={language.tag}
                hrefLang={language.tag}
                aria-current={code === locale ? "true" : undefined}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                  // The same place of the page in the other language (and, in the staff area, the same view).
                  if (keepQuery) event.currentTarget.search = window.location.search;
                  event.currentTarget.hash = window.location.hash;
                  if (code !== locale) trackLanguageChange(code);
                  rememberChoice(code);
                  setOpen(false);
                }}
                className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm text-slate-200 transition hover:bg-white/5 aria-[current]:bg-brand-500/15 aria-[current]:text-white"
              >
                <Flag locale={code} className="h-4 w-6" />
                <span className="flex-1 whitespace-nowrap">{language.name}</span>
                <span className="text-xs font-semibold text-slate-400">{code.toUpperCase()}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
