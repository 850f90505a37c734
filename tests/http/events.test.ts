import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryDatabase } from "../support/database";
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
    headers: { "content-type": type, "user-agent": agent },
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

/**
 * Sends one valid event and waits until it is stored: whatever was sent before it has been through a
 * flush too, so a count taken now is final.
 */
async function settled(): Promise<number> {
  const before = storedEvents().length;
  expect((await post(pageView("/sentinel"))).status).toBe(202);
  await expect.poll(() => storedEvents().length).toBeGreaterThan(before);
  return storedEvents().filter((row) => row.page !== "/sentinel").length;
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
      const answer = (await response.json()) as { error: string; issues?: { path: string }[] };
      expect(answer.error).toBeTruthy();
      if (path) expect(answer.issues?.map((issue) => issue.path)).toContain(path);
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
});

describe("shutdown", () => {
  it("stores every accepted event before the process exits", async () => {
    const own = await startServer();
    let accepted = 0;
    // A steady stream of small batches until the server stops answering.
    const sending = (async () => {
      for (let i = 0; i < 5000; i++) {
        const response = await fetch(`${own.url}/api/events`, {
          method: "POST",
          headers: { "content-type": "application/json", "user-agent": DESKTOP },
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
