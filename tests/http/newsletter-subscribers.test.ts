import { beforeAll, describe, expect, it } from "vitest";
import type { SubscriberPage, UnsubscribeFigures } from "../../app/admin/types";
import { dayOf } from "../../server/analytics/time";
import { apiError } from "../support/api-error";
import { queryDatabase } from "../support/database";
import { type Subscriber, storeSubscribers } from "../support/newsletter";
import { settings } from "../support/pages";
import { SECURITY_SETTINGS } from "../support/server";
import { createStaff, STAFF, signedInServer, signIn } from "../support/staff";

const staff = signedInServer({ ...SECURITY_SETTINGS });
const T0 = Date.parse("2025-03-01T02:00:00Z");
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

/** 25 readers, reader00 the first to sign up, reader24 the last. */
const READERS = Array.from({ length: 25 }, (_, index) => ({
  email: `reader${String(index).padStart(2, "0")}@example.com`,
  locale: index % 2 ? "id" : "en",
  created_at: at(index),
}));

/** Later sign-ups (newest first) whose addresses a spreadsheet must read as text, in any script. */
const SPECIAL = [
  { email: '=HYPERLINK("http://x.example")@example.com', locale: "en", created_at: at(1002) },
  { email: "ユーザー@例え.jp", locale: "ja", created_at: at(1001) },
  { email: "siti,nur@contoh.co.id", locale: "id", created_at: at(1000) },
];

const insert = (rows: Subscriber[]) => storeSubscribers(staff.server.dataDir, rows);

const get = (path: string, headers: Record<string, string> = { cookie: staff.cookie }) =>
  fetch(staff.server.url + path, { headers });
const remove = (email: string, headers: Record<string, string> = { cookie: staff.cookie }) =>
  fetch(`${staff.server.url}/api/newsletter/subscribers/${encodeURIComponent(email)}`, { method: "DELETE", headers });
const apiKey = { authorization: `Bearer ${SECURITY_SETTINGS.API_SECURITY_KEY}` };

beforeAll(() => insert(READERS));

describe("GET /api/newsletter/subscribers", () => {
  it("answers the count and the newest 20 by default", async () => {
    const response = await get("/api/newsletter/subscribers");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const page = (await response.json()) as SubscriberPage;
    expect(page.count).toBe(25);
    expect(page.limit).toBe(20);
    expect(page.offset).toBe(0);
    // This server has no SMTP_URL: the dashboard says so instead of offering to write a newsletter.
    expect(page.mail).toBe(false);
    expect(page.subscribers.map((row) => row.email)).toEqual(
      READERS.slice(5)
        .reverse()
        .map((row) => row.email),
    );
    expect(page.subscribers[0]).toEqual({ email: "reader24@example.com", locale: "en", createdAt: at(24) });
  });

  it("pages with limit and offset", async () => {
    const page = (await (await get("/api/newsletter/subscribers?limit=10&offset=20")).json()) as SubscriberPage;
    expect(page).toMatchObject({ count: 25, limit: 10, offset: 20 });
    expect(page.subscribers.map((row) => row.email)).toEqual([
      "reader04@example.com",
      "reader03@example.com",
      "reader02@example.com",
      "reader01@example.com",
      "reader00@example.com",
    ]);
    const beyond = (await (await get("/api/newsletter/subscribers?limit=100&offset=100")).json()) as SubscriberPage;
    expect(beyond).toEqual({ count: 25, subscribers: [], limit: 100, offset: 100, mail: false });
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=ten", "limit"],
    ["limit=2.5", "limit"],
    ["limit=1&limit=2", "limit"],
    ["offset=-1", "offset"],
    ["offset=x", "offset"],
    ["limit=5&offset=1e99", "offset"],
  ])("refuses %s with 400 naming the parameter", async (query, parameter) => {
    const response = await get(`/api/newsletter/subscribers?${query}`);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; issues: { path: string }[] } };
    expect(error.code).toBe("request/invalid");
    expect(new Set(error.issues.map((issue) => issue.path))).toEqual(new Set([parameter]));
  });

  it("is for staff and the API key only", async () => {
    expect((await get("/api/newsletter/subscribers", {})).status).toBe(401);
    expect((await get("/api/newsletter/subscribers.csv", {})).status).toBe(401);
    expect((await get("/api/newsletter/subscribers", { authorization: "Bearer wrong" })).status).toBe(401);
    expect((await get("/api/newsletter/subscribers?limit=1", apiKey)).status).toBe(200);
    expect((await get("/api/newsletter/subscribers.csv", apiKey)).status).toBe(200);
  });
});

describe("GET /api/newsletter/subscribers.csv", () => {
  it("gives every subscriber, newest first, as UTF-8 CSV with a BOM, CRLF lines and no formulas", async () => {
    await insert(SPECIAL);
    const response = await get("/api/newsletter/subscribers.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const disposition = response.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    const lines = text.split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    // Every subscriber's own unsubscribe link, in their language, for the mails staff send with another tool.
    const rows = lines.slice(1, -1);
    const links = rows.map((line) => line.slice(line.lastIndexOf(",") + 1));
    expect(links[1]).toMatch(new RegExp(`^${settings.SITE_URL}/ja/newsletter/unsubscribe\\?token=[\\w-]{32}$`));
    expect(links[0]).toMatch(new RegExp(`^${settings.SITE_URL}/newsletter/unsubscribe\\?token=[\\w-]{32}$`));
    expect(new Set(links).size).toBe(rows.length);
    const withoutLinks = lines.map((line) => line.slice(0, line.lastIndexOf(",")));
    expect(withoutLinks.slice(0, 4)).toEqual([
      "email,locale,subscribed_at",
      `"'=HYPERLINK(""http://x.example"")@example.com",en,${at(1002)}`,
      `ユーザー@例え.jp,ja,${at(1001)}`,
      `"siti,nur@contoh.co.id",id,${at(1000)}`,
    ]);
    expect(lines[0]).toBe("email,locale,subscribed_at,unsubscribe_url");
    expect(bytes.includes(Buffer.from(`ユーザー@例え.jp,ja,${at(1001)},`, "utf8"))).toBe(true);
    expect(withoutLinks[4]).toBe(`reader24@example.com,en,${at(24)}`);
    expect(withoutLinks.at(-2)).toBe(`reader00@example.com,en,${at(0)}`);
    expect(lines).toHaveLength(1 + READERS.length + SPECIAL.length + 1);
  });
});

describe("DELETE /api/newsletter/subscribers/:email", () => {
  const stored = (email: string) =>
    queryDatabase<{ email: string }>(
      staff.server.dataDir,
      `select email from newsletter_subscriptions where email = '${email.replaceAll("'", "''")}'`,
    );
  const removals = () =>
    queryDatabase<{ details: string }>(
      staff.server.dataDir,
      "select details from security_events where type = 'newsletter.subscriber_removed'",
    );

  it("refuses anyone without a staff session, the API key too, and keeps the address", async () => {
    expect((await remove("reader03@example.com", {})).status).toBe(401);
    expect((await remove("reader03@example.com", apiKey)).status).toBe(401);
    expect(stored("reader03@example.com")).toHaveLength(1);
  });

  it("refuses a staff request from another site with 403", async () => {
    const response = await remove("reader03@example.com", { cookie: staff.cookie, origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(apiError("auth/invalid-origin"));
    const fetchSite = await remove("reader03@example.com", { cookie: staff.cookie, "sec-fetch-site": "cross-site" });
    expect(fetchSite.status).toBe(403);
    expect(stored("reader03@example.com")).toHaveLength(1);
  });

  it.each(["not-an-address", "reader03", "a@localhost"])("refuses %s with 400", async (email) => {
    const response = await remove(email);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(apiError("newsletter/invalid-email"));
  });

  it("removes an address (204), then knows it no more (404), and logs who removed one but not which", async () => {
    const before = ((await (await get("/api/newsletter/subscribers")).json()) as SubscriberPage).count;
    const response = await remove("Reader03@Example.com", { cookie: staff.cookie, origin: staff.server.url });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(stored("reader03@example.com")).toEqual([]);
    const after = (await (await get("/api/newsletter/subscribers")).json()) as SubscriberPage;
    expect(after.count).toBe(before - 1);

    const again = await remove("reader03@example.com");
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual(apiError("newsletter/unknown-subscriber"));
    expect((await remove("nobody@example.com")).status).toBe(404);

    const logged = removals();
    expect(logged.map((row) => JSON.parse(row.details))).toEqual([{ account: STAFF.email }]);
    const everything = JSON.stringify(queryDatabase(staff.server.dataDir, "select * from security_events"));
    expect(everything).not.toContain("reader03");
  });
});

describe("unsubscribe links and unsubscribes", () => {
  const VIEWER = { email: "viewer@example.com", password: STAFF.password };
  const csvLinesOf = async (headers: Record<string, string>) => {
    const response = await get("/api/newsletter/subscribers.csv", headers);
    expect(response.status).toBe(200);
    return (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
  };
  const tokenOf = (email: string) =>
    queryDatabase<{ unsubscribe_token: string }>(
      staff.server.dataDir,
      `select unsubscribe_token from newsletter_subscriptions where email = '${email}'`,
    )[0]?.unsubscribe_token ?? "";

  it("gives the unsubscribe links in the export to admins only; a viewer's and the API key's leave the column out", async () => {
    const admin = await csvLinesOf({ cookie: staff.cookie });
    expect(admin[0]).toBe("email,locale,subscribed_at,unsubscribe_url");
    expect(admin[1]).toContain("/newsletter/unsubscribe?token=");

    await createStaff(staff.server, { ...VIEWER, role: "viewer" });
    const viewerCookie = await signIn(staff.server, VIEWER.email, VIEWER.password);
    for (const headers of [{ cookie: viewerCookie }, apiKey]) {
      const lines = await csvLinesOf(headers);
      expect(lines[0]).toBe("email,locale,subscribed_at");
      expect(lines).toHaveLength(admin.length);
      expect(lines.slice(1)).toEqual(admin.slice(1).map((line) => line.slice(0, line.lastIndexOf(",")) || line));
      const text = lines.join("\n");
      expect(text).not.toContain("unsubscribe");
      expect(text).not.toContain(tokenOf("reader24@example.com"));
    }
  });

  it("counts a one-click unsubscribe on today's figures, for every staff member, without the address", async () => {
    const figures = async (headers: Record<string, string> = { cookie: staff.cookie }) => {
      const response = await get("/api/newsletter/unsubscribes", headers);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      return (await response.json()) as UnsubscribeFigures;
    };
    expect((await get("/api/newsletter/unsubscribes", {})).status).toBe(401);
    const before = await figures();
    expect(before.total).toBe(0);
    expect(before.days).toHaveLength(30);

    const token = tokenOf("reader24@example.com");
    const oneClick = await fetch(`${staff.server.url}/api/newsletter/unsubscribe?token=${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://elsewhere.example" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const answered = Date.now();
    // Already gone: a success for the mail client, and no second count.
    await fetch(`${staff.server.url}/api/newsletter/unsubscribe?token=${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });

    const after = await figures();
    expect(after.total).toBe(1);
    expect(after.days.at(-1)).toEqual({ day: dayOf(answered), count: 1 });
    expect(await figures(apiKey)).toEqual(after);
    // The dashboard asks for its own range, named as the analytics name it.
    const today = dayOf(answered);
    const ofToday = await get("/api/newsletter/unsubscribes?period=today", { cookie: staff.cookie });
    // Today's unsubscribe; the readers of this suite were stored as subscribed earlier.
    expect(await ofToday.json()).toEqual({ days: [{ day: today, count: 1 }], total: 1, subscribed: 0 });
    const january = await get("/api/newsletter/unsubscribes?from=2026-01-01&to=2026-01-02", { cookie: staff.cookie });
    expect(await january.json()).toEqual({
      days: [
        { day: "2026-01-01", count: 0 },
        { day: "2026-01-02", count: 0 },
      ],
      total: 0,
      subscribed: 0,
    });
    expect((await get("/api/newsletter/unsubscribes?period=fortnight", { cookie: staff.cookie })).status).toBe(400);
    // The subscriptions confirmed in a range and still there: the readers of 1 March 2025 (site time) left now.
    const listed = (await (
      await get("/api/newsletter/subscribers?limit=100", { cookie: staff.cookie })
    ).json()) as SubscriberPage;
    const march = listed.subscribers.filter((reader) => dayOf(Date.parse(reader.createdAt)) === "2025-03-01");
    expect(march.length).toBeGreaterThan(0);
    const ofMarch = await get("/api/newsletter/unsubscribes?from=2025-03-01&to=2025-03-01", { cookie: staff.cookie });
    expect(((await ofMarch.json()) as UnsubscribeFigures).subscribed).toBe(march.length);
    const counted = JSON.stringify(queryDatabase(staff.server.dataDir, "select * from newsletter_unsubscribes"));
    expect(counted).not.toContain("reader24");
  });
});
