import { type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { trackPageView } from "~/analytics/tracker";
import { loadMessages } from "~/i18n/catalog";
import { LoadedLocale } from "~/i18n/context";
import { isNamespace } from "~/i18n/namespaces";
import { localeFromPath } from "~/i18n/paths";
import { startPageSecurity } from "~/security/page-security";
import { ISLANDS, type IslandLoader, isIslandName } from "./registry";

/**
 * The one script of a public page (docs/decisions/019). The page arrives complete from the server; this
 * counts the page view, then turns each island (`<Island>`) back into a component when it is needed,
 * with the messages of the page's language. The static text around the islands is never hydrated.
 */

startPageSecurity();
trackPageView();

const locale = localeFromPath(window.location.pathname);

/** Marks the island interactive once its first render is committed (for tests and debugging). */
function Ready({ island, children }: { island: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    island.dataset.ready = "true";
  }, [island]);
  return children;
}

/**
 * A fresh task of the main thread: each island hydrates in a task of its own, so that several arriving
 * together never make one long task.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
  hydration = Promise.all([load(), loadMessages(locale, namespaces), nextTask()]).then(
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

/** Settles with the islands near the viewport when the page opened, from the observer's first report. */
let nearAtOpen: (islands: HTMLElement[]) => void = () => {};
const openedNear = new Promise<HTMLElement[]>((resolve) => {
  nearAtOpen = resolve;
});

// Within a screen of the viewport: there before the visitor reaches it. The observer measures in the
// browser's own rendering steps, so the page's layout is never forced while this script runs.
const observer = new IntersectionObserver(
  (entries) => {
    const near: HTMLElement[] = [];
    for (const entry of entries) {
      const island = entry.target.parentElement;
      if (!entry.isIntersecting || !island) continue;
      observer.unobserve(entry.target);
      near.push(island);
      void hydrate(island);
    }
    nearAtOpen(near);
    nearAtOpen = () => {};
  },
  { rootMargin: "100% 0px" },
);
for (const island of whenVisible) {
  const box = boxOf(island);
  if (box) observer.observe(box);
  // A press or the focus inside an island that is still waiting (a jump, a fast scroll) hydrates it at once.
  for (const type of ["focusin", "pointerdown"]) island.addEventListener(type, () => hydrate(island), { once: true });
}

// What the visitor does in an island before it is interactive is held, then done once it is: a press of a
// button (a menu) or of a link that has more to do than open its page (`data-hold`: "Learn more"; a click
// with a modifier key still opens a tab) is made again, and a form is sent (never by the browser itself, which would
// put what was typed into the address), still within the moment a browser lets the click open WhatsApp.
function holdUntilInteractive(island: HTMLElement) {
  const held = new WeakSet<Element>();
  const replay = (event: Event, target: Element | null, again: () => void) => {
    if (interactive.has(island) || !target) return;
    event.preventDefault();
    if (held.has(target)) return;
    held.add(target);
    void hydrate(island).then(() => interactive.has(island) && target.isConnected && again());
  };
  island.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target.closest("button[type=button], a[data-hold]") : null;
      const plain = !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
      if (target instanceof HTMLElement && plain) replay(event, target, () => target.click());
    },
    { capture: true },
  );
  island.addEventListener(
    "submit",
    (event) => {
      const target = event.target instanceof HTMLFormElement ? event.target : null;
      replay(event, target, () => target?.requestSubmit());
    },
    { capture: true },
  );
}
for (const island of islands) holdUntilInteractive(island);

// The islands near the viewport when the page opened are interactive: the page says so on <html>.
void openedNear
  .then((near) => Promise.all(near.map(hydrate)))
  .then(() => {
    document.documentElement.dataset.hydrated = "true";
  });
if (whenVisible.length === 0) nearAtOpen([]);

const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
idle(() => {
  for (const island of whenIdle) void hydrate(island);
});
