import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiError } from "../support/api-error";
import { queryDatabase } from "../support/database";
import { settings } from "../support/pages";
import { type RunningServer, startServer } from "../support/server";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const pageView = (page: string) => ({
  name: "page_view",
  page,
  page_name: page === "/" ? "home" : page.slice(1),
  page_title: "Nusantara Digital",
  page_location: `https://nusantaradigital.co.id${page}`,
});

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

function post(body: unknown, { agent = DESKTOP, type = "application/json" } = {}) {
  return fetch(`${server.url}/api/events`, {
    method: "POST",
    headers: { origin: server.url, "content-type": type, "user-agent": agent },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

interface StoredEvent {
  name: string;
  page: string;
  visitor: string;
  properties: string;
  device: string;
  country: string;
}

function storedEvents(dataDir = server.dataDir): StoredEvent[] {
  return queryDatabase<StoredEvent>(
    dataDir,
    "select name, page, visitor, properties, device, country from analytics_events order by rowid",
  );
}

/** A page the other tests do not send events for. */
const SENTINEL = "/cookie-policy";

/**
 * Sends one valid event and waits until it is stored: whatever was sent before it has been through a
 * flush too, so a count taken now is final.
 */
async function settled(): Promise<number> {
  const before = storedEvents().length;
  expect((await post(pageView(SENTINEL))).status).toBe(202);
  await expect.poll(() => storedEvents().length).toBeGreaterThan(before);
  return storedEvents().filter((row) => row.page !== SENTINEL).length;
}

/** A request exactly as given: no user agent unless `headers` has one (fetch always sends its own). */
function rawPost(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; dropped?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}/api/events`, { method: "POST", headers }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, dropped: response.headers["x-analytics-dropped"] as string }),
      );
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** Limits count per clock minute: waits, when needed, until a test has 5 s of one minute to itself. */
async function freshMinute(): Promise<void> {
  await expect.poll(() => Date.now() % 60_000 < 55_000, { interval: 250 }).toBe(true);
}

describe("POST /api/events", () => {
  it("accepts an event and a batch with 202 and stores them within a second, without IP or user agent", async () => {
    const before = storedEvents().length;
    const one = await post(pageView("/about"), { agent: PHONE });
    expect(one.status).toBe(202);
    expect(await one.json()).toEqual({ accepted: 1 });
    const batch = await post(
      { events: [pageView("/"), { name: "scroll_depth", page: "/", percent: 50 }] },
      { type: "text/plain;charset=UTF-8" },
    );
    expect(batch.status).toBe(202);
    await expect.poll(() => storedEvents().length).toBe(before + 3);
    const [phone, home, scroll] = storedEvents().slice(before);
    expect(phone).toMatchObject({ name: "page_view", page: "/about", device: "mobile", country: "Unknown" });
    expect(JSON.parse(phone?.properties ?? "")).toEqual({
      page_name: "about",
      page_title: "Nusantara Digital",
      page_location: "https://nusantaradigital.co.id/about",
    });
    expect(home).toMatchObject({ device: "desktop" });
    expect(scroll).toMatchObject({ name: "scroll_depth", properties: '{"percent":50}' });
    // Same address and browser on the same day: one visitor; another browser: another visitor.
    expect(scroll?.visitor).toBe(home?.visitor);
    expect(phone?.visitor).not.toBe(home?.visitor);
    const row = JSON.stringify(storedEvents());
    expect(row).not.toContain("127.0.0.1");
    expect(row).not.toContain("Android");
  });

  it("refuses what is not a valid event with 400 and says what is wrong, storing nothing", async () => {
    const before = await settled();
    const cases: [unknown, string][] = [
      ["{not json", ""],
      [{ ...pageView("/"), name: "purchase" }, "name"],
      [{ name: "scroll_depth", page: "/", percent: "50" }, "percent"],
      [{ ...pageView("/"), page_title: "x".repeat(5000) }, "page_title"],
      [{ name: "form_interaction", page: "/", form_id: "c", field_type: "text", field_name: "n", value: "Budi" }, ""],
      [{ events: Array(51).fill(pageView("/")) }, "events"],
      [{ ...pageView("/"), page: "/\u0000" }, "page"],
    ];
    for (const [body, path] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const { error } = (await response.json()) as { error: { code: string; issues?: { path: string }[] } };
      expect(error.code).toMatch(/^request\/(invalid|malformed-body)$/);
      if (path) expect(error.issues?.map((issue) => issue.path)).toContain(path);
    }
    expect(await settled()).toBe(before);
  });

  it("answers 413 to a body over 16 KB", async () => {
    const response = await post({ events: [{ ...pageView("/"), page_title: "x".repeat(17_000) }] });
    expect(response.status).toBe(413);
  });

  it("accepts and drops what bots send, and says so", async () => {
    const before = await settled();
    const response = await post(pageView("/"), { agent: CRAWLER });
    expect(response.status).toBe(202);
    expect(response.headers.get("x-analytics-dropped")).toBe("bot");
    expect(await settled()).toBe(before);
  });

  it("drops what comes without a user agent, as it drops bots: that is no visitor", async () => {
    const before = await settled();
    const body = JSON.stringify(pageView("/"));
    for (const agent of [undefined, "", "   "]) {
      const headers: Record<string, string> = { origin: server.url, "content-type": "application/json" };
      if (agent !== undefined) headers["user-agent"] = agent;
      expect(await rawPost(server.url, body, headers), JSON.stringify(agent)).toEqual({ status: 202, dropped: "bot" });
    }
    expect(await settled()).toBe(before);
  });

  it("drops what another site's page sends, and what names no page at all: nobody outside writes the figures", async () => {
    const before = await settled();
    const body = JSON.stringify(pageView("/"));
    const sent = (headers: Record<string, string>) =>
      rawPost(server.url, body, { "content-type": "text/plain", "user-agent": DESKTOP, ...headers });
    // A hostile page's beacon, a page whose origin the browser hides, a referring page elsewhere.
    expect(await sent({ origin: "https://evil.example" })).toEqual({ status: 202, dropped: "origin" });
    expect(await sent({ origin: "null" })).toEqual({ status: 202, dropped: "origin" });
    expect(await sent({ referer: "https://evil.example/page" })).toEqual({ status: 202, dropped: "origin" });
    expect(await sent({ origin: `${server.url}.evil.example` })).toEqual({ status: 202, dropped: "origin" });
    // No page at all: a script, like a request without a user agent.
    expect(await sent({})).toEqual({ status: 202, dropped: "bot" });
    expect(await settled()).toBe(before);
    // The site's own pages: the address the request came to, or SITE_URL's; by Referer when there is no Origin.
    expect(await sent({ referer: `${server.url}/about` })).toEqual({ status: 202, dropped: undefined });
    expect(await sent({ origin: new URL(settings.SITE_URL).origin })).toEqual({ status: 202, dropped: undefined });
    expect(await settled()).toBe(before + 2);
  });

  it("stores a path that is not one of the site's pages as one bucket, however many are invented", async () => {
    const before = storedEvents().length;
    const invented = Array.from({ length: 40 }, (_, index) => `/attacker-chosen-${index}?q=${index}`);
    for (const [index, page] of invented.entries()) {
      // Each from another browser, as 40 "visitors".
      const response = await post(pageView(page), { agent: `${DESKTOP} rotated/${index}` });
      expect(response.status).toBe(202);
    }
    expect((await post(pageView("/ja/about/"))).status).toBe(202);
    await expect.poll(() => storedEvents().length, { timeout: 5000 }).toBe(before + invented.length + 1);
    const rows = storedEvents().slice(before);
    expect(new Set(rows.map((row) => row.page))).toEqual(new Set(["(not found)", "/ja/about"]));
    expect(JSON.parse(rows[0]?.properties ?? "")).toEqual({
      page_name: "(not found)",
      page_title: "Nusantara Digital",
      page_location: "https://nusantaradigital.co.id",
    });
    const pages = queryDatabase<{ page: string }>(
      server.dataDir,
      "select distinct value as page from analytics_breakdown_daily where dimension = 'page'",
    );
    expect(pages.map((row) => row.page).filter((page) => page.startsWith("/attacker"))).toEqual([]);
  });

  it("takes a limited number of events a minute from each client and from all together, past which only a client's first 30; the rest are dropped, 429", async () => {
    const limited = await startServer({
      ANALYTICS_CLIENT_EVENTS_PER_MINUTE: "60",
      ANALYTICS_EVENTS_PER_MINUTE: "100",
      TRUST_PROXY: "1",
    });
    try {
      const from = (address: string, count: number) =>
        fetch(`${limited.url}/api/events`, {
          method: "POST",
          headers: {
            origin: limited.url,
            "content-type": "application/json",
            "user-agent": DESKTOP,
            "x-forwarded-for": address,
          },
          body: JSON.stringify({ events: Array(count).fill(pageView("/")) }),
        });
      await freshMinute();
      expect((await from("198.51.100.1", 50)).status).toBe(202);
      // One client: 50 + 11 would pass its 60; a batch that fits still goes in.
      const overClient = await from("198.51.100.1", 11);
      expect(overClient.status).toBe(429);
      expect(await overClient.json()).toEqual(apiError("request/too-many", { limit: "client" }));
      const retryAfter = Number(overClient.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect((await from("198.51.100.1", 10)).status).toBe(202);
      // All clients together: 60 so far, 40 more fit; past that, only a client's first 30 events of the minute.
      expect((await from("198.51.100.2", 40)).status).toBe(202);
      const overSite = await from("198.51.100.2", 1);
      expect(overSite.status).toBe(429);
      expect(await overSite.json()).toEqual(apiError("request/too-many", { limit: "site" }));
      expect(Number(overSite.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect((await from("198.51.100.3", 30)).status).toBe(202);
      const overAllowance = await from("198.51.100.3", 1);
      expect(overAllowance.status).toBe(429);
      expect(await overAllowance.json()).toEqual(apiError("request/too-many", { limit: "site" }));
      // The operator sees the drops in the log; only what was accepted is stored.
      const output = await limited.waitForOutput(/analytics events dropped over their limits/);
      expect(output).toMatch(/"dropped":\{"client":11\}/);
      await expect.poll(() => storedEvents(limited.dataDir).length, { timeout: 5000 }).toBe(130);
    } finally {
      await limited.stop();
    }
  });
});

describe("shutdown", () => {
  it("stores every accepted event before the process exits", async () => {
    // Limits high enough for the stream, which comes from one client.
    const own = await startServer({
      ANALYTICS_CLIENT_EVENTS_PER_MINUTE: "1000000",
      ANALYTICS_EVENTS_PER_MINUTE: "1000000",
    });
    let accepted = 0;
    // A steady stream of small batches until the server stops answering.
    const sending = (async () => {
      for (let i = 0; i < 5000; i++) {
        const response = await fetch(`${own.url}/api/events`, {
          method: "POST",
          headers: { origin: own.url, "content-type": "application/json", "user-agent": DESKTOP },
          body: JSON.stringify({ events: Array(7).fill(pageView(`/p${i}`)) }),
        }).catch(() => undefined);
        if (response?.status !== 202) return;
        accepted += ((await response.json()) as { accepted: number }).accepted;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 400));
    const exited = own.stop({ keepData: true });
    await sending;
    expect(await exited).toBe(0);
    expect(accepted).toBeGreaterThan(0);
    expect(storedEvents(own.dataDir).length).toBe(accepted);
    own.removeData();
  });
});
