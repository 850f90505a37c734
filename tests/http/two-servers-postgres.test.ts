import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiError } from "../support/api-error";
import { scratchPostgresDatabase } from "../support/scratch-postgres";
import { type RunningServer, SECURITY_SETTINGS, startServer } from "../support/server";
import { createStaff, login, STAFF, signIn } from "../support/staff";

const postgresUrl = process.env.TEST_DATABASE_URL;
const AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

function pageViews(server: RunningServer, visitor: number, count: number) {
  const events = Array.from({ length: count }, (_, index) => ({
    name: "page_view",
    page: `/page-${index % 3}`,
    page_name: "page",
    page_title: "Page",
    page_location: `https://example.id/page-${index % 3}`,
  }));
  return fetch(`${server.url}/api/events`, {
    method: "POST",
    headers: { origin: server.url, "content-type": "application/json", "user-agent": `${AGENT} visitor-${visitor}` },
    body: JSON.stringify({ events }),
  });
}

describe.skipIf(!postgresUrl)("two server processes on one PostgreSQL", () => {
  let servers: RunningServer[] = [];
  let databaseUrl = "";
  let drop = async () => {};
  beforeAll(async () => {
    ({ url: databaseUrl, drop } = await scratchPostgresDatabase(postgresUrl ?? "", "two_servers"));
    servers = await Promise.all([
      startServer({ DATABASE_URL: databaseUrl, ...SECURITY_SETTINGS }),
      startServer({ DATABASE_URL: databaseUrl, ...SECURITY_SETTINGS }),
    ]);
    const [one] = servers;
    if (one) await createStaff(one, { databaseUrl });
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await drop();
  });

  it("give the summed figures, each visitor counted once a day", async () => {
    const [one, two] = servers;
    if (!one || !two) throw new Error("servers did not start");
    // Visitors 1–3 on the first process, 4–5 on the second, visitor 6 on both (one address and browser).
    const sends = [
      pageViews(one, 1, 4),
      pageViews(one, 2, 3),
      pageViews(one, 3, 2),
      pageViews(two, 4, 5),
      pageViews(two, 5, 1),
      pageViews(one, 6, 2),
      pageViews(two, 6, 2),
    ];
    for (const response of await Promise.all(sends)) expect(response.status).toBe(202);
    const cookie = await signIn(one);
    const summary = async (server: RunningServer) =>
      (await (await fetch(`${server.url}/api/analytics/summary?period=7d`, { headers: { cookie } })).json()) as {
        totalVisitors: number;
        pageViews: number;
        uniqueVisitors: number;
        topPages: { page: string; views: number }[];
      };
    await expect.poll(async () => (await summary(two)).pageViews).toBe(19);
    const figures = await summary(one);
    expect(figures.pageViews).toBe(19);
    expect(figures.uniqueVisitors).toBe(6);
    // Visitor 6's two requests, one to each process at the same moment, are one visit.
    expect(figures.totalVisitors).toBe(6);
    expect(figures.topPages.reduce((sum, row) => sum + row.views, 0)).toBe(19);
  });

  it("share sign-in: a session from one works on the other, and failures count on both", async () => {
    const [one, two] = servers;
    if (!one || !two) throw new Error("servers did not start");
    const cookie = await signIn(one);
    expect((await fetch(`${two.url}/api/newsletter/subscribers`, { headers: { cookie } })).status).toBe(200);

    // Five failures for one account, spread over both processes, lock it on both.
    for (let attempt = 0; attempt < 5; attempt++) {
      const server = attempt % 2 === 0 ? one : two;
      expect((await login(server, { email: STAFF.email, password: `wrong guess ${attempt}` })).status).toBe(401);
    }
    for (const server of [one, two]) {
      const blocked = await login(server, STAFF);
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toEqual(apiError("auth/too-many-requests"));
    }
    // The client has 5 failures so far (blocked attempts do not count); 15 more on other e-mails, on
    // either process, reach its limit of 20.
    for (let attempt = 0; attempt < 15; attempt++) {
      const server = attempt % 2 === 0 ? two : one;
      const response = await login(server, { email: `guess${attempt}@example.com`, password: "some password" });
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await login(one, { email: "another@example.com", password: "some password" });
    expect(blocked.status).toBe(429);
  });
});
