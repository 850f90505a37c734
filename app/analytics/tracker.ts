/**
 * The site's own cookieless tracker (docs/decisions/010). It sends the events of docs/PRODUCT.md#analytics to /api/events
 * in batches, never blocks rendering or navigation, stores nothing in the browser, never reads what a
 * visitor types, and stays silent on the staff area and in automated browsers (unless
 * `localStorage["analytics-automation"]` is "allow", which the browser tests set).
 */
import { MAX_NAME, MAX_PAGE, MAX_PAGE_TITLE, MAX_TEXT, MAX_URL, MAX_UTM, UTM_TAGS, withoutQuery } from "./limits";

/** An event's fields; one that is undefined is left out (JSON.stringify drops it). */
type Fields = Record<string, string | number | undefined>;

const ENDPOINT = "/api/events";
/** Bytes per request: the endpoint takes 16 KB; each field is cut to the server's limits too. */
const MAX_BODY = 12_000;
const TICK_S = 30;
/** time_on_page stops after this long without any interaction: an idle open tab is not a visit. */
const IDLE_MS = 30 * 60 * 1000;

const queue: Fields[] = [];
let sendTimer: ReturnType<typeof setTimeout> | undefined;
let page = "";
let shownAt = 0;
let visibleMs = 0;
let maxScroll = 0;
let depths: number[] = [];
let engaged = false;
let activeAt = 0;
let fields = new Set<string>();
let tick: ReturnType<typeof setInterval> | undefined;
let started = false;

function silent(): boolean {
  let allowed = false;
  try {
    allowed = localStorage.getItem("analytics-automation") === "allow";
  } catch {}
  return /^\/([a-z]{2}\/)?admin(\/|$)/.test(location.pathname) || (navigator.webdriver && !allowed);
}

function send(beacon: boolean) {
  clearTimeout(sendTimer);
  sendTimer = undefined;
  while (queue.length) {
    let count = 1;
    while (count < queue.length && JSON.stringify(queue.slice(0, count + 1)).length < MAX_BODY) count++;
    const body = JSON.stringify({ events: queue.splice(0, count) });
    if (!(beacon && navigator.sendBeacon?.(ENDPOINT, body))) {
      fetch(ENDPOINT, { method: "POST", body, keepalive: true, headers: { "content-type": "text/plain" } }).catch(
        () => {},
      );
    }
  }
}

function track(name: string, extra: Fields = {}) {
  if (!page || silent()) return;
  queue.push({ name, page, ...extra });
  sendTimer ??= setTimeout(() => send(false), 1000);
}

const seconds = () => Math.round((visibleMs + (shownAt ? performance.now() - shownAt : 0)) / 1000);

function onVisibility() {
  clearInterval(tick);
  if (document.visibilityState === "visible") {
    shownAt = performance.now();
    tick = setInterval(() => {
      if (performance.now() - activeAt < IDLE_MS) track("time_on_page", { seconds: Math.min(seconds(), 86_400) });
    }, TICK_S * 1000);
  } else {
    visibleMs += shownAt ? performance.now() - shownAt : 0;
    shownAt = 0;
    send(true);
  }
}

function onScroll() {
  const root = document.documentElement;
  const percent = Math.min(100, Math.round(((scrollY + innerHeight) / root.scrollHeight) * 100));
  maxScroll = Math.max(maxScroll, percent);
  for (const depth of [25, 50, 75, 100]) {
    if (percent >= depth && !depths.includes(depth)) {
      depths.push(depth);
      track("scroll_depth", { percent: depth });
    }
  }
}

function onEngage() {
  activeAt = performance.now();
  if (!engaged) {
    engaged = true;
    track("user_engagement");
  }
}

/** A string cut to `max` characters, without control characters (the server refuses them). */
const clip = (value: string, max: number = MAX_TEXT) =>
  value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f\s]+/g, " ")
    .trim()
    .slice(0, max);
const text = (element: Element) => clip(element.textContent ?? "");

function onClick(event: MouseEvent) {
  // A click a script made (such as a press replayed once its island is interactive) is no visitor's own.
  if (!event.isTrusted) return;
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest("a[href]");
  const button = target?.closest("button,[role=button]");
  // The key of the element marked as a goal that the click was in (app/analytics/goals.ts), if any.
  const goal = target?.closest<HTMLElement>("[data-goal]")?.dataset.goal;
  if (link instanceof HTMLAnchorElement) {
    track("link_click", { link_url: clip(withoutQuery(link), MAX_URL), link_text: text(link), goal });
  } else if (button) {
    const section = button.closest("section[id],header,footer,nav");
    track("button_click", {
      button_text: text(button) || clip(button.getAttribute("aria-label") ?? ""),
      section: clip(section?.id || section?.localName || "", MAX_NAME),
      goal,
    });
  }
}

function onFocus(event: FocusEvent) {
  const field = event.target as HTMLInputElement;
  if (!field.matches?.("input,textarea,select")) return;
  const form = field.form;
  const id = clip(form?.id || form?.getAttribute("aria-label") || form?.closest("section[id]")?.id || "form", MAX_NAME);
  const key = `${id}/${field.name}`;
  if (fields.has(key)) return;
  fields.add(key);
  track("form_interaction", { form_id: id, field_type: field.type, field_name: clip(field.name, MAX_NAME) });
}

/**
 * Where the visit came from, sent with the first page view of a page load: the referring page's origin
 * and path (never its query or fragment) and the landing URL's UTM tags (nothing else of its query).
 */
function landing(): Fields {
  const query = new URLSearchParams(location.search);
  const found: Fields = {};
  for (const tag of UTM_TAGS) found[tag] = clip(query.get(tag) ?? "", MAX_UTM) || undefined;
  try {
    // Empty (no referrer) does not parse; an app's referrer (android-app://…) is no web page.
    const from = new URL(document.referrer);
    if (/^https?:$/.test(from.protocol)) found.referrer = clip(withoutQuery(from), MAX_URL);
  } catch {}
  return found;
}

function exit() {
  track("page_exit", { time_spent_seconds: Math.min(seconds(), 86_400), scroll_depth_percentage: maxScroll });
  send(true);
  page = "";
}

/** Counts a page view: call on every page the visitor sees (a client-side navigation included). */
export function trackPageView() {
  // A page prerendered ahead of a click counts once the visitor really sees it.
  if ((document as { prerendering?: boolean }).prerendering) {
    document.addEventListener("prerenderingchange", trackPageView, { once: true });
    return;
  }
  if (page === location.pathname.slice(0, MAX_PAGE)) return;
  if (page) exit();
  page = location.pathname.slice(0, MAX_PAGE);
  visibleMs = 0;
  shownAt = document.visibilityState === "visible" ? performance.now() : 0;
  maxScroll = 0;
  depths = [];
  engaged = false;
  activeAt = performance.now();
  fields = new Set();
  track("page_view", {
    page_title: clip(document.title, MAX_PAGE_TITLE),
    page_location: location.origin + page,
    ...(!started && landing()),
  });
  if (!started) {
    started = true;
    const passive = { passive: true, capture: true };
    addEventListener("scroll", onScroll, passive);
    // A scroll may be the browser restoring a position; engagement needs the visitor's own hand.
    for (const type of ["pointerdown", "keydown", "wheel", "touchstart"]) addEventListener(type, onEngage, passive);
    addEventListener("click", onClick, true);
    addEventListener("focusin", onFocus, true);
    document.addEventListener("visibilitychange", onVisibility);
    addEventListener("pagehide", exit);
    // Restored from the back/forward cache: a new page view of the same page.
    addEventListener("pageshow", (event) => event.persisted && trackPageView());
  }
  onVisibility();
}

/**
 * The contact form handed its message, with this reference code, to WhatsApp (`service`: the service id
 * it is about, if any). Sent at once: WhatsApp has just opened in a new tab, and this page may be left soon.
 */
export function trackHandover(ref: string, service?: string) {
  track("whatsapp_handover", { ref, service });
  send(true);
}

/** The visitor chose another language (before the navigation to it). */
export function trackLanguageChange(language: string) {
  track("language_change", { new_language: language });
}
