import { z } from "zod";

/** Events per request at most (the tracker batches). */
export const MAX_BATCH = 50;

/** Control characters (NUL among them, which PostgreSQL refuses) have no place in any field. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const printable = /^[^\u0000-\u001f\u007f]*$/;
const text = (max: number) => z.string().max(max).regex(printable, "control characters are not allowed");
/** A path within the site, as the browser's `location.pathname` gives it. */
const page = text(300).startsWith("/");
const percent = z.union([z.literal(25), z.literal(50), z.literal(75), z.literal(100)]);

/**
 * The events of the site's own tracker (SPEC §7) and their fields. Every event names the page it happened
 * on; nothing a visitor typed is ever part of an event (form_interaction names the field, never its value).
 */
export const analyticsEvent = z.discriminatedUnion("name", [
  z.strictObject({
    name: z.literal("page_view"),
    page,
    page_name: text(120),
    page_title: text(300),
    page_location: z.url().max(2000),
  }),
  z.strictObject({ name: z.literal("user_engagement"), page }),
  z.strictObject({ name: z.literal("button_click"), page, button_text: text(200), section: text(100) }),
  z.strictObject({ name: z.literal("link_click"), page, link_url: text(2000), link_text: text(200) }),
  z.strictObject({
    name: z.literal("form_interaction"),
    page,
    form_id: text(100),
    field_type: text(30),
    field_name: text(100),
  }),
  z.strictObject({ name: z.literal("scroll_depth"), page, percent }),
  z.strictObject({ name: z.literal("time_on_page"), page, seconds: z.number().int().min(0).max(86_400) }),
  z.strictObject({
    name: z.literal("page_exit"),
    page,
    time_spent_seconds: z.number().int().min(0).max(86_400),
    scroll_depth_percentage: z.number().int().min(0).max(100),
  }),
  z.strictObject({ name: z.literal("language_change"), page, new_language: text(10) }),
]);

export type AnalyticsEvent = z.output<typeof analyticsEvent>;
export type EventName = AnalyticsEvent["name"];

const batch = z.strictObject({ events: z.array(analyticsEvent).min(1).max(MAX_BATCH) });

export interface EventIssue {
  /** Where in the body, e.g. `events.3.page`. */
  path: string;
  message: string;
}

export type ParsedEvents = { ok: true; events: AnalyticsEvent[] } | { ok: false; issues: EventIssue[] };

/** A request body: one event, or `{ events: [...] }` with 1 to MAX_BATCH of them. */
export function parseEvents(body: unknown): ParsedEvents {
  const isBatch = typeof body === "object" && body !== null && "events" in body;
  const parsed = isBatch ? batch.safeParse(body) : analyticsEvent.safeParse(body);
  if (parsed.success) {
    return { ok: true, events: "events" in parsed.data ? parsed.data.events : [parsed.data] };
  }
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => ({ path: issue.path.join(".") || "(body)", message: issue.message })),
  };
}

/** The fields of an event beyond its name and page, as stored with it. */
export function eventProperties({ name: _name, page: _page, ...properties }: AnalyticsEvent): Record<string, unknown> {
  return properties;
}
