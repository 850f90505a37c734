import { describe, expect, it } from "vitest";
import type { ActivityEntry, LiveFigures } from "../../app/admin/types";
import { openDatabase } from "../../server/db/database";
import { apiError } from "../support/api-error";
import { queryDatabase } from "../support/database";
import { signedInServer } from "../support/staff";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const MINUTE = 60_000;

const pageView = (page: string) => ({
  name: "page_view",
  page,
  page_name: page === "/" ? "home" : page.slice(1),
  page_title: "Nusantara Digital",
  page_location: `https://nusantaradigital.co.id${page}`,
});

const staff = signedInServer();

const live = async () => {
  const response = await fetch(`${staff.server.url}/api/analytics/live`, { headers: { cookie: staff.cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as LiveFigures;
};

/** Posts events as one browser of the site would; answers the status. */
const post = async (agent: string, body: unknown) =>
  (
    await fetch(`${staff.server.url}/api/events`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": agent, origin: staff.server.url },
      body: JSON.stringify(body),
    })
  ).status;

/** Sends events as one browser would; 202 means they are stored. */
async function send(agent: string, body: unknown) {
  expect(await post(agent, body)).toBe(202);
}

/** What each event shows, without its time. */
const shown = (events: ActivityEntry[]) => events.map(({ timestamp: _, ...rest }) => rest);

const newestFirst = (events: ActivityEntry[]) =>
  events.every((event, index) => index === 0 || event.timestamp <= (events[index - 1]?.timestamp ?? ""));

describe("GET /api/analytics/live", () => {
  it("answers 401 without a staff session; staff get it uncached, with no period asked", async () => {
    const refused = await fetch(`${staff.server.url}/api/analytics/live`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual(apiError("auth/unauthenticated"));
    const answer = await fetch(`${staff.server.url}/api/analytics/live`, { headers: { cookie: staff.cookie } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const figures = (await answer.json()) as LiveFigures;
    expect(figures).toEqual({ visitors: 0, since: expect.any(String), events: [] });
    expect(Date.now() - Date.parse(figures.since)).toBeGreaterThanOrEqual(5 * MINUTE);
  });

  it("counts the visitors of the last five minutes and lists what they did, newest first, scrolling folded into the page view", async () => {
    const started = new Date().toISOString();
    await send(PHONE, pageView("/about"));
    await send(DESKTOP, { events: [pageView("/"), { name: "scroll_depth", page: "/", percent: 50 }] });
    await send(PHONE, { name: "scroll_depth", page: "/about", percent: 75 });

    const figures = await live();
    expect(figures.visitors).toBe(2);
    const read = { country: "Unknown", target: null, seconds: null, count: 1 };
    expect(shown(figures.events)).toEqual([
      { action: "page_view", page: "/", device: "desktop", scrolled: 50, ...read },
      { action: "page_view", page: "/about", device: "mobile", scrolled: 75, ...read },
    ]);
    expect(newestFirst(figures.events)).toBe(true);
    expect(figures.events.every((event) => event.timestamp >= started)).toBe(true);

    // The pseudonyms stay in the database.
    const pseudonyms = queryDatabase<{ visitor: string }>(
      staff.server.dataDir,
      "select distinct visitor from analytics_events",
    );
    expect(pseudonyms).toHaveLength(2);
    const text = JSON.stringify(figures);
    for (const { visitor } of pseudonyms) expect(text).not.toContain(visitor);
  });

  it("leaves visitors whose events are older than five minutes out of the count, but lists their events", async () => {
    const database = openDatabase({ dataDir: staff.server.dataDir });
    const earlier = Date.now() - 6 * MINUTE;
    try {
      await database.db
        .insertInto("analytics_events")
        .values(
          ["earlier-visitor-1", "earlier-visitor-2"].map((visitor, index) => ({
            occurred_at: earlier - index * MINUTE,
            name: "page_view",
            visitor,
            page: "/careers",
            properties: "{}",
            device: "tablet",
            country: "ID",
            visit_id: null,
          })),
        )
        .execute();
    } finally {
      await database.close();
    }
    const figures = await live();
    expect(figures.visitors).toBe(2);
    expect(figures.events).toHaveLength(4);
    expect(figures.events.slice(2)).toEqual(
      [earlier, earlier - MINUTE].map((time) => ({
        timestamp: new Date(time).toISOString(),
        action: "page_view",
        page: "/careers",
        country: "ID",
        device: "tablet",
        target: null,
        scrolled: null,
        seconds: null,
        count: 1,
      })),
    );
  });

  it("lists the latest 20 events at most", async () => {
    // Clicks, each an entry of its own (views of one page one after the other would be one entry that counts them).
    const click = (index: number) => ({
      name: "button_click",
      page: "/contact",
      button_text: `Option ${index}`,
      section: "contact",
    });
    await send(DESKTOP, { events: Array.from({ length: 25 }, (_, index) => click(index)) });
    const figures = await live();
    expect(figures.events).toHaveLength(20);
    expect(new Set(figures.events.map((event) => [event.action, event.page].join(" ")))).toEqual(
      new Set(["button_click /contact"]),
    );
    expect(figures.visitors).toBe(2);
  });

  it("names a button's words and a link's site as text of 60 characters at most, and no link", async () => {
    const click = (button_text: string) => ({ name: "button_click", page: "/", button_text, section: "hero" });
    // Longer than the tracker ever sends: refused.
    expect(await post(DESKTOP, click("A".repeat(200)))).toBe(400);
    const words = `Get a free quote ${"now ".repeat(30)}`.slice(0, 100);
    const link = (link_url: string) => ({ name: "link_click", page: "/blog", link_url, link_text: "Read more" });
    await send(DESKTOP, {
      events: [click(words), link("javascript:alert(document.cookie)"), link("https://evil.example/phish")],
    });

    const { events } = await live();
    // Sent at once, the three have the same time: their order among themselves is none.
    const targets = events.slice(0, 3).map((event) => [event.action, event.target]);
    expect(targets).toHaveLength(3);
    expect(targets).toEqual(
      expect.arrayContaining([
        ["link_click", "evil.example"],
        ["link_click", null],
        ["button_click", `${words.slice(0, 59).trimEnd()}…`],
      ]),
    );
    for (const event of events) expect(event.target?.length ?? 0).toBeLessThanOrEqual(60);
    expect(JSON.stringify(events)).not.toMatch(/javascript:|https?:\/\//);
  });
});
