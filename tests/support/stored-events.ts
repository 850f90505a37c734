import type { StoredEvent } from "../../server/analytics/ingest/rollup";

/**
 * An event as a flush stores it, on 2026-11-21 at `time` (HH:MM, UTC) from Indonesia: a page view gets its
 * page_location, as the tracker sends it. For the unit tests that write visits through the real ingest.
 */
export function storedEvent(
  visitor: string,
  time: string,
  name: string,
  page: string,
  fields: object = {},
  device = "desktop",
): StoredEvent {
  const properties = name === "page_view" ? { page_location: `https://example.test${page}`, ...fields } : fields;
  return {
    occurred_at: Date.parse(`2026-11-21T${time}:00Z`),
    name,
    visitor,
    page,
    properties: JSON.stringify(properties),
    device,
    country: "ID",
  };
}

/** A page view of the home page on a phone at the moment `at` (ISO 8601), as a flush stores it. */
export const mobilePageView = (visitor: string, at: string): StoredEvent => ({
  occurred_at: Date.parse(at),
  name: "page_view",
  visitor,
  page: "/",
  properties: JSON.stringify({ page_location: "https://example.test/" }),
  device: "mobile",
  country: "ID",
});
