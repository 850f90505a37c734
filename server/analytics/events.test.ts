import { describe, expect, it } from "vitest";
import { MAX_BATCH, parseEvents } from "./events";

const pageView = {
  name: "page_view",
  page: "/about",
  page_name: "about",
  page_title: "About Nusantara Digital",
  page_location: "https://nusantaradigital.co.id/about",
};

const issuesOf = (body: unknown) => {
  const parsed = parseEvents(body);
  if (parsed.ok) throw new Error("expected the body to be refused");
  return parsed.issues;
};

describe("parseEvents", () => {
  it("accepts one event or a batch, every kind with its own fields", () => {
    expect(parseEvents(pageView)).toEqual({ ok: true, events: [pageView] });
    const batch = [
      pageView,
      { name: "user_engagement", page: "/" },
      { name: "button_click", page: "/", button_text: "Learn more", section: "services" },
      { name: "link_click", page: "/", link_url: "https://wa.me/62", link_text: "WhatsApp" },
      { name: "form_interaction", page: "/contact", form_id: "contact", field_type: "email", field_name: "email" },
      { name: "scroll_depth", page: "/", percent: 75 },
      { name: "time_on_page", page: "/", seconds: 60 },
      { name: "page_exit", page: "/", time_spent_seconds: 95, scroll_depth_percentage: 50 },
      { name: "language_change", page: "/ja", new_language: "ja" },
    ];
    expect(parseEvents({ events: batch })).toEqual({ ok: true, events: batch });
  });

  it("names what is wrong and where", () => {
    expect(issuesOf({ ...pageView, name: "purchase" })).toEqual([expect.objectContaining({ path: "name" })]);
    expect(issuesOf({ events: [pageView, { name: "scroll_depth", page: "/", percent: "75" }] })).toEqual([
      expect.objectContaining({ path: "events.1.percent" }),
    ]);
    expect(issuesOf({ ...pageView, page_title: "x".repeat(301) })).toEqual([
      expect.objectContaining({ path: "page_title" }),
    ]);
    expect(issuesOf({ ...pageView, page: "about" })).toEqual([expect.objectContaining({ path: "page" })]);
    expect(issuesOf({ ...pageView, page: "/\u0000" })).toEqual([expect.objectContaining({ path: "page" })]);
  });

  it("refuses fields an event does not have, such as a form field's value", () => {
    const field = { name: "form_interaction", page: "/", form_id: "c", field_type: "text", field_name: "name" };
    expect(issuesOf({ ...field, value: "Budi" })[0]?.message).toMatch(/value/);
  });

  it(`takes 1 to ${MAX_BATCH} events per request`, () => {
    expect(issuesOf({ events: [] })).toEqual([expect.objectContaining({ path: "events" })]);
    expect(issuesOf({ events: Array(MAX_BATCH + 1).fill(pageView) })).toEqual([
      expect.objectContaining({ path: "events" }),
    ]);
    expect(parseEvents({ events: Array(MAX_BATCH).fill(pageView) }).ok).toBe(true);
  });

  it("refuses bodies that are not events at all", () => {
    for (const body of [null, 42, "page_view", [], {}]) expect(parseEvents(body).ok).toBe(false);
  });
});
