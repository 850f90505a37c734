import { type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { trackPageView } from "~/analytics/tracker";
import { SECURITY_LAYERS } from "~/config/build";
import { loadMessages } from "~/i18n/catalog";
import { LoadedLocale } from "~/i18n/context";
import { isNamespace } from "~/i18n/namespaces";
import { localeFromPath } from "~/i18n/paths";
import { watchEvalAttempts } from "~/security/eval-guard";
import { ISLANDS, type IslandLoader, isIslandName } from "./registry";

/**
 * The one script of a public page (docs/decisions/019). The page arrives complete from the server; this
 * counts the page view, then turns each island (`<Island>`) back into a component when it is needed,
 * with the messages of the page's language. The static text around the islands is never hydrated.
 */

watchEvalAttempts();
// Off unless a build setting turns one on; a build without any carries none of their code.
if (__SECURITY_DEVTOOLS_CHECK__ || __SECURITY_BLOCK_CONTEXT_MENU__ || __SECURITY_DOM_INTEGRITY_CHECK__) {
  void import("~/security/optional-layers").then((layers) => layers.startSecurityLayers(SECURITY_LAYERS));
}
trackPageView();

const locale = localeFromPath(window.location.pathname);

/** Marks the island interactive once its first render is committed (for tests and debugging). */
function Ready({ island, children }: { island: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    island.dataset.ready = "true";
  }, [island]);
  return children;
}

const started = new WeakMap<HTMLElement, Promise<void>>();
const interactive = new WeakSet<HTMLElement>();

/** Loads an island's code and messages, then hydrates it; once per island, however often it is asked. */
function hydrate(island: HTMLElement): Promise<void> {
  let hydration = started.get(island);
  if (hydration) return hydration;
  const name = island.dataset.island;
  if (!isIslandName(name)) return Promise.resolve();
  const namespaces = (island.dataset.i18n ?? "").split(" ").filter(isNamespace);
  const load: IslandLoader = ISLANDS[name];
  hydration = Promise.all([load(), loadMessages(locale, namespaces)]).then(
    ([Component]) => {
      const props = JSON.parse(island.dataset.props ?? "{}") as object;
      hydrateRoot(
        island,
        <LoadedLocale locale={locale}>
          <Ready island={island}>
            <Component {...props} />
          </Ready>
        </LoadedLocale>,
      );
      interactive.add(island);
    },
    // A chunk that cannot load (a deploy replaced it, the network dropped) leaves the server's HTML in place.
    (error: unknown) => console.error(`The ${name} part of the page could not load; it stays as it is.`, error),
  );
  started.set(island, hydration);
  return hydration;
}

/** The element an island's box is made of: the island itself has none (`display: contents`). */
const boxOf = (island: HTMLElement) => island.firstElementChild;

const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
const whenVisible = islands.filter((island) => island.dataset.loading === "visible" && boxOf(island));
const whenIdle = islands.filter((island) => !whenVisible.includes(island));

// Within a screen of the viewport: there before the visitor reaches it.
const observer = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      const island = entry.target.parentElement;
      if (!entry.isIntersecting || !island) continue;
      observer.unobserve(entry.target);
      void hydrate(island);
    }
  },
  { rootMargin: "100% 0px" },
);
for (const island of whenVisible) {
  const box = boxOf(island);
  if (box) observer.observe(box);
  // A press or the focus inside an island that is still waiting (a jump, a fast scroll) hydrates it at once.
  for (const type of ["focusin", "pointerdown"]) island.addEventListener(type, () => hydrate(island), { once: true });
}

// A form sent before its island is interactive is held, never sent by the browser itself (which would put
// what was typed into the address), and sent again once the island is there: still within the moment a
// browser lets the click open WhatsApp.
const held = new WeakSet<HTMLFormElement>();
for (const island of islands) {
  island.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (interactive.has(island) || !(form instanceof HTMLFormElement)) return;
      event.preventDefault();
      if (held.has(form)) return;
      held.add(form);
      void hydrate(island).then(() => interactive.has(island) && form.requestSubmit());
    },
    { capture: true },
  );
}

/** The islands near the viewport when the page opened are interactive: the page says so on <html>. */
function markHydrated() {
  const near = whenVisible.filter((island) => {
    const box = boxOf(island)?.getBoundingClientRect();
    return box && box.bottom >= -window.innerHeight && box.top <= 2 * window.innerHeight;
  });
  void Promise.all(near.map(hydrate)).then(() => {
    document.documentElement.dataset.hydrated = "true";
  });
}
markHydrated();

const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
idle(() => {
  for (const island of whenIdle) void hydrate(island);
});
