import { describe, expect, it } from "vitest";
import { SITE_URL } from "../../../app/config/build";
import { type ActivityRow, activityOf } from "./activity";

const T0 = Date.parse("2026-11-21T03:00:00Z");

/** An event of visit `visit`, `seconds` after T0, newest-first lists being what the database answers. */
const row = (visit: string, seconds: number, name: string, page: string, properties = {}): ActivityRow => ({
  occurred_at: T0 + seconds * 1000,
  name,
  page,
  country: "SG",
  device: "mobile",
  visit_id: visit,
  properties: JSON.stringify(properties),
});
const newestFirst = (rows: ActivityRow[]) => [...rows].reverse();

describe("the activity list", () => {
  it("folds how a page was read into its view, and the fields of a form into one entry", () => {
    const entries = activityOf(
      newestFirst([
        row("a", 0, "page_view", "/ja/services/web-development"),
        row("b", 1, "page_view", "/contact"),
        row("a", 2, "scroll_depth", "/ja/services/web-development", { percent: 50 }),
        row("a", 3, "scroll_depth", "/ja/services/web-development", { percent: 75 }),
        row("a", 4, "time_on_page", "/ja/services/web-development", { seconds: 95 }),
        row("b", 5, "form_interaction", "/contact", { field_name: "name" }),
        row("b", 5.5, "scroll_depth", "/contact", { percent: 25 }),
        row("b", 6, "form_interaction", "/contact", { field_name: "message" }),
        row("b", 7, "whatsapp_handover", "/contact", { ref: "ND-7K4Q2M", service: "hr-systems" }),
      ]),
      10,
    );
    expect(entries.map(({ timestamp: _, country: __, device: ___, ...entry }) => entry)).toEqual([
      { action: "whatsapp_handover", page: "/contact", target: "hr-systems", scrolled: null, seconds: null, count: 1 },
      { action: "form_interaction", page: "/contact", target: null, scrolled: null, seconds: null, count: 2 },
      // Scrolling while filling in the form belongs to the page's view, and leaves the form's fields together.
      { action: "page_view", page: "/contact", target: null, scrolled: 25, seconds: null, count: 1 },
      {
        action: "page_view",
        page: "/ja/services/web-development",
        target: null,
        scrolled: 75,
        seconds: 95,
        count: 1,
      },
    ]);
    expect(entries[3]?.timestamp).toBe(new Date(T0).toISOString());
  });

  it("counts one page opened again and again by a visit as one entry, as recent as its last view", () => {
    const entries = activityOf(
      newestFirst([
        row("a", 0, "page_view", "/contact"),
        row("b", 1, "page_view", "/"),
        row("a", 12, "page_view", "/contact"),
        row("a", 13, "scroll_depth", "/contact", { percent: 50 }),
        row("a", 24, "page_view", "/contact"),
        row("a", 30, "page_view", "/about"),
        row("a", 40, "page_view", "/contact"),
      ]),
      10,
    );
    expect(entries.map((entry) => [entry.page, entry.count, entry.scrolled, entry.timestamp])).toEqual([
      // Another page between two views of /contact: two entries.
      ["/contact", 1, null, new Date(T0 + 40_000).toISOString()],
      ["/about", 1, null, new Date(T0 + 30_000).toISOString()],
      ["/contact", 3, 50, new Date(T0 + 24_000).toISOString()],
      ["/", 1, null, new Date(T0 + 1000).toISOString()],
    ]);
  });

  it("names what a link led to, and keeps the site's own addresses out", () => {
    const entries = activityOf(
      newestFirst([
        row("c", 0, "link_click", "/contact", { link_url: "mailto:halo@nusantaradigital.co.id" }),
        row("c", 1, "link_click", "/careers", { link_url: "mailto:halo@nusantaradigital.co.id" }),
        row("c", 2, "link_click", "/", { link_url: "tel:+622150001234" }),
        row("c", 3, "link_click", "/blog", { link_url: "https://www.w3.org/WAI/" }),
        row("c", 4, "language_change", "/", { new_language: "ko" }),
        row("c", 5, "link_click", "/blog", { link_url: new URL("/contact", SITE_URL).href, link_text: "Contact us" }),
      ]),
      10,
    );
    expect(entries.map((entry) => [entry.action, entry.target])).toEqual([
      // A link to one of the site's own pages: what it said, not the site's own host.
      ["site_link", "Contact us"],
      ["language_change", "ko"],
      ["link_click", "w3.org"],
      ["phone_click", null],
      ["cv_click", null],
      ["email_click", null],
    ]);
    expect(JSON.stringify(entries)).not.toContain("halo@");
  });

  it("names a button's words and a link's site as text of 60 characters at most, never as an address", () => {
    const words = `Get a free quote ${"now ".repeat(21)}`.slice(0, 100);
    const entries = activityOf(
      newestFirst([
        row("e", 0, "button_click", "/", { button_text: words, section: "hero" }),
        row("e", 1, "link_click", "/blog", { link_url: "javascript:alert(document.cookie)", link_text: "x" }),
        row("e", 2, "link_click", "/blog", { link_url: `https://${"very-long-host-name.".repeat(5)}evil.example/` }),
      ]),
      10,
    );
    expect(entries.map((entry) => [entry.action, entry.target])).toEqual([
      ["link_click", `${"very-long-host-name.".repeat(3).slice(0, 59)}…`],
      ["link_click", null],
      ["button_click", `${words.slice(0, 59).trimEnd()}…`],
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/javascript:|https?:/);
  });

  it("shows reading whose page view is older than the list as an entry of its own, and keeps the newest", () => {
    const rows = newestFirst([
      row("d", 0, "scroll_depth", "/about", { percent: 25 }),
      ...Array.from({ length: 12 }, (_, index) => row(`v${index}`, 10 + index, "page_view", "/")),
    ]);
    const entries = activityOf(rows, 10);
    expect(entries).toHaveLength(10);
    expect(entries[0]?.timestamp).toBe(new Date(T0 + 21_000).toISOString());
    expect(activityOf(rows, 20).at(-1)).toMatchObject({ action: "scroll_depth", page: "/about", scrolled: null });
  });
});
