import type { ActivityEntry } from "../../../app/admin/types";
import { shownText } from "../../../app/admin/visitor-text";
import { SITE_URL } from "../../../app/config/build";
import { hostOf } from "../ingest/source";
import { linkGoal } from "../ingest/visit";

/** An event as the activity lists read it (the visit names whose events belong together). */
export interface ActivityRow {
  occurred_at: number | string;
  name: string;
  page: string;
  country: string;
  device: string;
  visit_id: string | null;
  properties: string;
}

/** Events that say how a page was read, not what the visitor did: folded under the page's view. */
const READING = new Set(["scroll_depth", "user_engagement", "time_on_page", "page_exit"]);

/** The site's own host: a link to one of its own pages is named by its words, as a button is. */
const SITE_HOST = hostOf(SITE_URL);

/**
 * What an entry names beyond its page: the service, the link's site (or, for a link to one of the site's own
 * pages, its words: action `site_link`), the button, the new language.
 */
function targetOf(
  name: string,
  page: string,
  properties: Record<string, unknown>,
): { action: string; target: string | null } {
  const text = (key: string) => (typeof properties[key] === "string" ? (properties[key] as string) : null);
  switch (name) {
    case "whatsapp_handover":
      return { action: name, target: text("service") };
    case "link_click": {
      const url = text("link_url") ?? "";
      const goal = linkGoal(url, page);
      // Mail and phone links name an address of the site's own: the kind says enough.
      if (goal === "email_click" || goal === "phone_click" || goal === "cv_click")
        return { action: goal, target: null };
      const host = hostOf(url);
      if (!goal && host !== "" && host === SITE_HOST) return { action: "site_link", target: text("link_text") };
      return { action: goal ?? name, target: host || null };
    }
    case "button_click":
      return { action: name, target: text("button_text") };
    case "language_change":
      return { action: name, target: text("new_language") };
    default:
      return { action: name, target: null };
  }
}

/**
 * The latest events (newest first) as entries a person reads, newest first: how far a page was scrolled
 * and how long it was read are folded into its view, the fields of a form filled in one after the other
 * into one entry, as are views of one page one after the other (`count`); everything else is an entry of its
 * own. Pseudonyms never reach the entries, and a visitor's text reaches them cut to what the dashboard shows
 * (app/admin/visitor-text.ts).
 */
export function activityOf(rows: readonly ActivityRow[], limit: number): ActivityEntry[] {
  const entries: ActivityEntry[] = [];
  /** Per visit, its latest page view and its latest entry of any kind so far (oldest first). */
  const views = new Map<string, ActivityEntry>();
  const latest = new Map<string, ActivityEntry>();
  // Oldest first; a page view before what happened on its page in the same millisecond.
  const chronological = [...rows].sort(
    (a, b) =>
      Number(a.occurred_at) - Number(b.occurred_at) || Number(b.name === "page_view") - Number(a.name === "page_view"),
  );
  for (const row of chronological) {
    const properties = JSON.parse(row.properties) as Record<string, unknown>;
    const visit = row.visit_id ?? "";
    const number = (key: string) => (typeof properties[key] === "number" ? (properties[key] as number) : null);
    const view = visit ? views.get(visit) : undefined;
    if (READING.has(row.name) && view?.page === row.page) {
      const scrolled = number("percent") ?? number("scroll_depth_percentage");
      const seconds = number("seconds") ?? number("time_spent_seconds");
      if (scrolled !== null) view.scrolled = Math.max(view.scrolled ?? 0, scrolled);
      if (seconds !== null) view.seconds = Math.max(view.seconds ?? 0, seconds);
      continue;
    }
    const last = visit ? latest.get(visit) : undefined;
    if (row.name === "form_interaction" && last?.action === "form_interaction" && last.page === row.page) {
      last.count++;
      continue;
    }
    // The same page opened again straight after (reloads): one entry that counts them, as recent as the last.
    if (row.name === "page_view" && last?.action === "page_view" && last.page === row.page) {
      last.count++;
      last.timestamp = new Date(Number(row.occurred_at)).toISOString();
      entries.splice(entries.indexOf(last), 1);
      entries.push(last);
      continue;
    }
    const { action, target } = targetOf(row.name, row.page, properties);
    const entry: ActivityEntry = {
      timestamp: new Date(Number(row.occurred_at)).toISOString(),
      action,
      // A button's words and a link's site are whatever a browser sent: no more of them leaves than is shown.
      target: target === null ? null : shownText(target),
      page: row.page,
      country: row.country,
      device: row.device,
      scrolled: null,
      seconds: null,
      count: 1,
    };
    entries.push(entry);
    if (!visit) continue;
    latest.set(visit, entry);
    if (row.name === "page_view") views.set(visit, entry);
  }
  return entries.reverse().slice(0, limit);
}

/** How many events to read for `limit` entries: reading events and form fields fold into fewer. */
export const eventsFor = (limit: number) => limit * 10;
