import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsSummary } from "../../app/admin/types";
import { addDays } from "../../app/analytics/periods";
import { dayOf } from "../../server/analytics/time";
import { type RunningServer, startServer } from "../support/server";
import { createStaff, signIn } from "../support/staff";

const AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

let server: RunningServer;
let cookie: string;
beforeAll(async () => {
  server = await startServer();
  await createStaff(server);
  cookie = await signIn(server);
});
afterAll(async () => {
  await server.stop();
});

const staffGet = (path: string) => fetch(server.url + path, { headers: { cookie } });

describe("the analytics API", () => {
  it("answers 401 without a staff session", async () => {
    for (const path of ["/api/analytics/summary?period=7d", "/api/analytics/export?period=7d"]) {
      const response = await fetch(server.url + path);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: "auth/unauthenticated" });
    }
  });

  it("takes a named period or a range of days, and names what is wrong with anything else", async () => {
    const today = dayOf(Date.now());
    const lastMonthEnd = addDays(`${today.slice(0, 8)}01`, -1);
    const ranges = {
      today: [today, today],
      yesterday: [addDays(today, -1), addDays(today, -1)],
      "7d": [addDays(today, -6), today],
      month: [`${today.slice(0, 8)}01`, today],
      last_month: [`${lastMonthEnd.slice(0, 8)}01`, lastMonthEnd],
      "12mo": [addDays(today, -364), today],
    };
    for (const [period, [from, to]] of Object.entries(ranges)) {
      const summary = (await (await staffGet(`/api/analytics/summary?period=${period}`)).json()) as AnalyticsSummary;
      expect([summary.period, summary.from, summary.to], period).toEqual([period, from, to]);
    }
    const from = addDays(today, -40);
    const custom = (await (
      await staffGet(`/api/analytics/summary?from=${from}&to=${addDays(today, -10)}`)
    ).json()) as AnalyticsSummary;
    expect(custom).toMatchObject({ period: "custom", from, to: addDays(today, -10) });
    expect(custom.daily).toHaveLength(31);

    const refused = {
      "": "invalid",
      "period=1d": "invalid",
      "period=7d&period=30d": "invalid",
      [`from=${from}`]: "invalid",
      "from=2026-02-30&to=2026-03-01": "from: not a date",
      "from=26-1-1&to=2026-03-01": "from: not a YYYY-MM-DD date",
      [`from=${today}&to=${addDays(today, -1)}`]: "from is after to",
      [`from=${today}&to=${addDays(today, 1)}`]: "to is after today",
      [`from=${addDays(today, -1100)}&to=${today}`]: "longer than the 1100 days kept",
    };
    for (const [query, problem] of Object.entries(refused)) {
      const response = await staffGet(`/api/analytics/summary?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { error: string; problem: string };
      expect(body.error, query).toBe("invalid_period");
      if (problem !== "invalid") expect(body.problem, query).toBe(problem);
    }
    for (const path of ["/api/analytics/breakdown?dimension=source&", "/api/leads?", "/api/security/summary?"]) {
      expect((await staffGet(`${path}period=yesterday`)).status, path).toBe(200);
      expect((await staffGet(`${path}from=${today}&to=${addDays(today, 1)}`)).status, path).toBe(400);
    }
  });

  it("sums what the tracker sent, as JSON and as CSV", async () => {
    const events = [
      { name: "page_view", page: "/", page_name: "home", page_title: "Home", page_location: `${server.url}/` },
      {
        name: "page_view",
        page: "/about",
        page_name: "about",
        page_title: "About",
        page_location: `${server.url}/about`,
      },
      { name: "button_click", page: "/", button_text: "Learn more", section: "services" },
    ];
    const sent = await fetch(`${server.url}/api/events`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": AGENT },
      body: JSON.stringify({ events }),
    });
    expect(sent.status).toBe(202);
    const summary = async () =>
      (await (await staffGet("/api/analytics/summary?period=7d")).json()) as {
        totalVisitors: number;
        pageViews: number;
        uniqueVisitors: number;
        topPages: { page: string; views: number }[];
        deviceTypes: { device: string; percentage: number }[];
        recentActivity: { action: string; page: string }[];
        daily: { date: string; visitors: number; pageViews: number }[];
      };
    await expect.poll(async () => (await summary()).pageViews).toBe(2);
    const figures = await summary();
    expect(figures).toMatchObject({ totalVisitors: 1, pageViews: 2, uniqueVisitors: 1 });
    expect(figures.topPages).toEqual([
      { page: "/", views: 1 },
      { page: "/about", views: 1 },
    ]);
    expect(figures.deviceTypes[0]).toEqual({ device: "desktop", percentage: 100 });
    expect(figures.recentActivity.map((row) => row.action).sort()).toEqual(["button_click", "page_view", "page_view"]);
    expect(figures.daily).toHaveLength(7);
    expect(figures.daily.at(-1)).toMatchObject({ visitors: 1, pageViews: 2 });

    const csv = await staffGet("/api/analytics/export?period=7d");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toMatch(
      /attachment; filename="?analytics-7d-\d{4}-\d{2}-\d{2}\.csv"?/,
    );
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("section,label,value,detail");
    expect(lines).toContain("summary,page_views,2,");
    // One visit of two pages with a click: no bounce, no goal.
    expect(lines).toContain("summary,bounce_rate_percent,0,");
    expect(lines).toContain("summary,views_per_visit,2,");
    expect(lines).toContain("contact_form_funnel,form_seen,1,");
    expect(lines).toContain("top_pages,/about,1,");
  });

  it("lists the site's own pages only: paths someone invents, from any number of browsers, are one row", async () => {
    const before = (await (await staffGet("/api/analytics/summary?period=7d")).json()) as { pageViews: number };
    const invented = Array.from({ length: 30 }, (_, index) => `/buy-cheap-${index}`);
    for (const [index, page] of invented.entries()) {
      const sent = await fetch(`${server.url}/api/events`, {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": `${AGENT} rotated/${index}` },
        body: JSON.stringify({
          name: "page_view",
          page,
          page_name: page,
          page_title: "x",
          page_location: server.url + page,
        }),
      });
      expect(sent.status).toBe(202);
    }
    const summary = async () =>
      (await (await staffGet("/api/analytics/summary?period=7d")).json()) as {
        pageViews: number;
        topPages: { page: string; views: number }[];
      };
    await expect.poll(async () => (await summary()).pageViews, { timeout: 3000 }).toBe(before.pageViews + 30);
    const { topPages } = await summary();
    expect(topPages[0]).toEqual({ page: "(not found)", views: 30 });
    expect(topPages.map((row) => row.page).filter((page) => page.startsWith("/buy"))).toEqual([]);
  });
});
