import { describe, expect, it } from "vitest";
import { NOT_FOUND_PAGE } from "../../../app/analytics/dimensions";
import { MAX_LOCATION, MAX_NAME, MAX_PAGE_TITLE, MAX_TEXT, MAX_URL } from "../../../app/analytics/limits";
import { type AnalyticsEvent, MAX_BATCH, parseEvents } from "./events";

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
    expect(issuesOf({ ...pageView, page_title: "x".repeat(MAX_PAGE_TITLE + 1) })).toEqual([
      expect.objectContaining({ path: "page_title" }),
    ]);
    expect(issuesOf({ ...pageView, page: "about" })).toEqual([expect.objectContaining({ path: "page" })]);
    expect(issuesOf({ ...pageView, page: "/\u0000" })).toEqual([expect.objectContaining({ path: "page" })]);
  });

  it("stores any path that is not one of the site's pages as one bucket, and names pages itself", () => {
    const stored = (body: object) => {
      const parsed = parseEvents(body);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
      return parsed.events as (AnalyticsEvent & Record<string, unknown>)[];
    };
    const invented = [
      "/wp-admin",
      "/about/../admin.php",
      "/ABOUT",
      "/en/about",
      "/fr",
      "/services/nothing",
      "/x".repeat(100),
    ];
    expect(stored({ events: invented.map((page) => ({ name: "scroll_depth", page, percent: 25 })) })).toEqual(
      invented.map(() => ({ name: "scroll_depth", page: NOT_FOUND_PAGE, percent: 25 })),
    );
    // Every language's pages and the staff area are pages; a trailing slash names the same page.
    expect(
      stored({
        events: ["/", "/id", "/ja/about", "/zh/services/web-development", "/ko/admin", "/about/"].map((page) => ({
          name: "user_engagement",
          page,
        })),
      }).map((event) => event.page),
    ).toEqual(["/", "/id", "/ja/about", "/zh/services/web-development", "/ko/admin", "/about"]);
    // The 404 page's view: the bucket, whatever the page said about itself; no query string anywhere.
    expect(
      stored({
        ...pageView,
        page: "/secret-campaign",
        page_name: "secret-campaign",
        page_location: "https://nusantaradigital.co.id/secret-campaign?utm_source=x&email=budi@example.com",
      }),
    ).toEqual([
      { ...pageView, page: NOT_FOUND_PAGE, page_name: NOT_FOUND_PAGE, page_location: "https://nusantaradigital.co.id" },
    ]);
    expect(
      stored({ ...pageView, page: "/ja", page_name: "anything", page_location: "https://example.id/ja?q=1#top" }),
    ).toEqual([{ ...pageView, page: "/ja", page_name: "home", page_location: "https://example.id/ja" }]);
  });

  it("bounds every field to what the tracker sends: known values where there are, else short texts", () => {
    const link = { name: "link_click", page: "/contact", link_text: "WhatsApp" };
    expect(parseEvents({ ...link, link_url: "https://wa.me/6281234567890?text=Halo%20saya%20Budi#x" })).toEqual({
      ok: true,
      events: [{ ...link, link_url: "https://wa.me/6281234567890" }],
    });
    expect(parseEvents({ ...link, link_url: "mailto:hello@nusantaradigital.co.id?subject=Hi" })).toEqual({
      ok: true,
      events: [{ ...link, link_url: "mailto:hello@nusantaradigital.co.id" }],
    });
    const form = { name: "form_interaction", page: "/contact", form_id: "contact", field_name: "email" };
    const refused: [object, string][] = [
      [{ name: "language_change", page: "/", new_language: "fr" }, "new_language"],
      [{ name: "language_change", page: "/", new_language: "x".repeat(10) }, "new_language"],
      [{ ...form, field_type: "anything" }, "field_type"],
      [{ ...form, field_type: "email", field_name: "f".repeat(MAX_NAME + 1) }, "field_name"],
      [{ ...form, field_type: "email", form_id: "f".repeat(MAX_NAME + 1) }, "form_id"],
      [{ ...link, link_url: "not a URL" }, "link_url"],
      [{ ...link, link_url: `https://example.id/${"x".repeat(MAX_URL)}` }, "link_url"],
      [{ ...link, link_url: "https://wa.me/62", link_text: "t".repeat(MAX_TEXT + 1) }, "link_text"],
      [{ name: "button_click", page: "/", button_text: "b".repeat(MAX_TEXT + 1), section: "hero" }, "button_text"],
      [{ name: "button_click", page: "/", button_text: "Go", section: "s".repeat(MAX_NAME + 1) }, "section"],
      [{ ...pageView, page_location: `https://example.id/${"x".repeat(MAX_LOCATION)}` }, "page_location"],
      [{ ...pageView, page_location: "javascript:alert(1)" }, "page_location"],
    ];
    for (const [body, path] of refused) {
      expect(
        issuesOf(body).map((issue) => issue.path),
        JSON.stringify(body).slice(0, 100),
      ).toEqual([path]);
    }
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
