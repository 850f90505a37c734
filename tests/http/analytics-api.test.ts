import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { AnalyticsSummary } from "../../app/admin/types";
import { addDays } from "../../app/analytics/periods";
import { dayOf } from "../../server/analytics/time";
import { apiError } from "../support/api-error";
import { signedInServer } from "../support/staff";

const AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

const staff = signedInServer();

const staffGet = (path: string) => fetch(staff.server.url + path, { headers: { cookie: staff.cookie } });

describe("the analytics API", () => {
  it("answers 401 without a staff session", async () => {
    for (const path of ["/api/analytics/summary?period=7d", "/api/analytics/export?period=7d"]) {
      const response = await fetch(staff.server.url + path);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(apiError("auth/unauthenticated"));
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
      year: [`${today.slice(0, 4)}-01-01`, today],
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
      const body: unknown = await response.json();
      expect(body, query).toEqual(apiError("analytics/invalid-period", { allowed: expect.any(Array) }));
      if (problem !== "invalid") expect(body, query).toMatchObject({ error: { message: problem } });
    }
    for (const path of ["/api/analytics/breakdown?dimension=source&", "/api/leads?", "/api/security/summary?"]) {
      expect((await staffGet(`${path}period=yesterday`)).status, path).toBe(200);
      expect((await staffGet(`${path}from=${today}&to=${addDays(today, 1)}`)).status, path).toBe(400);
    }
  });

  it("takes filters and a comparison, and names what is wrong with them", async () => {
    const today = dayOf(Date.now());
    const refused = {
      "filter=colour:red": ["analytics/invalid-filter", 'filter names an unknown dimension "colour"'],
      "filter=source": [
        "analytics/invalid-filter",
        'filter "source" is not dimension:value, dimension!:value, dimension~:text or dimension!~:text',
      ],
      "filter=source!:": ["analytics/invalid-filter", "filter on source names no value"],
      [Array.from({ length: 11 }, (_, n) => `filter=source:${n}`).join("&")]: [
        "analytics/invalid-filter",
        "more than 10 filters",
      ],
      "compare=decade": ["analytics/invalid-compare", "compare is one of previous, year, none"],
      // Filters read the visit rows, kept 400 days (ANALYTICS_RETENTION_DAYS).
      [`from=${addDays(today, -500)}&to=${today}&filter=channel:search`]: [
        "analytics/invalid-period",
        expect.stringMatching(/^filters reach back 400 days/),
      ],
    };
    for (const [query, [code, problem]] of Object.entries(refused)) {
      for (const path of [
        "/api/analytics/summary",
        "/api/analytics/breakdown",
        "/api/leads",
        "/api/analytics/export",
      ]) {
        const response = await staffGet(
          `${path}?${query.startsWith("from") ? "" : "period=7d&"}${query}&dimension=page`,
        );
        expect(response.status, `${path} ${query}`).toBe(400);
        expect(await response.json(), `${path} ${query}`).toEqual({ error: { code, message: problem } });
      }
    }
    const filtered = (await (
      await staffGet("/api/analytics/summary?period=30d&filter=locale!:ja&filter=page:/contact&compare=year")
    ).json()) as AnalyticsSummary;
    expect(filtered.filters).toEqual([
      { dimension: "locale", negated: true, value: "ja" },
      { dimension: "page", negated: false, value: "/contact" },
    ]);
    expect(filtered.comparison).toMatchObject({
      kind: "year",
      from: `${Number(filtered.from.slice(0, 4)) - 1}${filtered.from.slice(4)}`,
    });
    expect(filtered.comparison?.daily).toHaveLength(30);
    const uncompared = (await (
      await staffGet("/api/analytics/summary?period=7d&compare=none")
    ).json()) as AnalyticsSummary;
    expect(uncompared.comparison).toBeNull();
    expect(Object.values(uncompared.changes).every((change) => change === null)).toBe(true);

    // The series' interval: one of four, drawn where it suits the range.
    const wrongInterval = await staffGet("/api/analytics/summary?period=7d&interval=fortnight");
    expect(wrongInterval.status).toBe(400);
    expect(((await wrongInterval.json()) as { error: { code: string } }).error.code).toBe("request/invalid");
    const series = async (query: string) =>
      ((await (await staffGet(`/api/analytics/summary?${query}`)).json()) as AnalyticsSummary).series;
    expect(await series("period=today")).toMatchObject({ interval: "hour", intervals: ["hour", "day"] });
    expect((await series("period=7d&interval=hour")).interval).toBe("hour");
    expect(await series("period=90d&interval=hour")).toMatchObject({
      interval: "week",
      intervals: ["day", "week", "month"],
    });
  });

  it("reads the visit columns of the default views ahead once it listens, for the first filtered view", async () => {
    const said = "visit columns of the default views read ahead";
    const output = await staff.server.waitForOutput(new RegExp(said), 30_000);
    const lines = output.split("\n").filter((line) => line.startsWith("{"));
    const read = lines.findIndex((line) => line.includes(said));
    // The last 90 days and the 90 before them, read after the server listens (it answered before they were read).
    expect(JSON.parse(lines[read] ?? "{}")).toMatchObject({ days: 180 });
    expect(lines.findIndex((line) => line.includes('"msg":"listening"'))).toBeLessThan(read);
  });

  it("refuses a filtered view compared with days before the visits kept, naming the limit", async () => {
    const today = dayOf(Date.now());
    const visitsFrom = addDays(today, -400);
    // 90 days a year earlier reach back 454 days; filters reach back 400 (ANALYTICS_RETENTION_DAYS).
    for (const [query, compared] of [
      ["period=90d&compare=year", { from: addDays(today, -89 - 365), to: addDays(today, -365) }],
      ["period=12mo&compare=previous", { from: addDays(today, -729), to: addDays(today, -365) }],
    ] as const) {
      for (const path of ["/api/analytics/summary", "/api/analytics/export"]) {
        const response = await staffGet(`${path}?${query}&filter=channel:search`);
        expect(response.status, `${path} ${query}`).toBe(400);
        expect(await response.json(), `${path} ${query}`).toEqual({
          error: {
            code: "analytics/invalid-period",
            message: `filters reach back 400 days, to ${visitsFrom}, and the compared range starts ${compared.from}`,
            reason: "compared-before-visits",
            visitsFrom,
            compared,
          },
        });
      }
      // Without filters the rollups answer; the panels and the leads read no comparison; nor does compare=none.
      expect((await staffGet(`/api/analytics/summary?${query}`)).status, query).toBe(200);
      for (const path of ["/api/analytics/breakdown?dimension=source&", "/api/leads?"]) {
        expect((await staffGet(`${path}${query}&filter=channel:search`)).status, `${path} ${query}`).toBe(200);
      }
      const period = query.split("&")[0];
      expect((await staffGet(`/api/analytics/summary?${period}&compare=none&filter=channel:search`)).status).toBe(200);
    }
    // A comparison within the visits kept is answered: 90 days and the 90 before them.
    expect((await staffGet("/api/analytics/summary?period=90d&filter=channel:search")).status).toBe(200);
  });

  it("sums what the tracker sent, as JSON and as a zip of CSV reports", async () => {
    const events = [
      { name: "page_view", page: "/", page_name: "home", page_title: "Home", page_location: `${staff.server.url}/` },
      {
        name: "page_view",
        page: "/about",
        page_name: "about",
        page_title: "About",
        page_location: `${staff.server.url}/about`,
      },
      { name: "button_click", page: "/", button_text: "Learn more", section: "services" },
    ];
    const sent = await fetch(`${staff.server.url}/api/events`, {
      method: "POST",
      headers: { origin: staff.server.url, "content-type": "application/json", "user-agent": AGENT },
      body: JSON.stringify({ events }),
    });
    expect(sent.status).toBe(202);
    const summary = async () => (await (await staffGet("/api/analytics/summary?period=7d")).json()) as AnalyticsSummary;
    await expect.poll(async () => (await summary()).pageViews).toBe(2);
    const figures = await summary();
    expect(figures).toMatchObject({ totalVisitors: 1, pageViews: 2, uniqueVisitors: 1 });
    expect(figures.topPages).toEqual([
      { page: "/", views: 1 },
      { page: "/about", views: 1 },
    ]);
    expect(figures.deviceTypes[0]).toEqual({ device: "desktop", visitors: 1, percentage: 100 });
    expect(figures.recentActivity.map((row) => row.action).sort()).toEqual(["button_click", "page_view", "page_view"]);
    expect(figures.daily).toHaveLength(7);
    expect(figures.daily.at(-1)).toMatchObject({ visitors: 1, pageViews: 2 });
    // The browser and system, read from the user agent (never stored itself): rows, filters and files of their own.
    for (const [dimension, value] of [
      ["browser", "Chrome"],
      ["os", "Linux"],
    ]) {
      const rows = (
        (await (await staffGet(`/api/analytics/breakdown?dimension=${dimension}&period=7d`)).json()) as {
          rows: { value: string; visits: number; pageViews: number }[];
        }
      ).rows;
      expect(
        rows.map((row) => [row.value, row.visits, row.pageViews]),
        dimension,
      ).toEqual([[value, 1, 2]]);
      const filtered = async (filter: string) =>
        ((await (await staffGet(`/api/analytics/summary?period=7d&filter=${filter}`)).json()) as AnalyticsSummary)
          .pageViews;
      expect(await filtered(`${dimension}:${value}`)).toBe(2);
      expect(await filtered(`${dimension}!:${value}`)).toBe(0);
    }

    const exported = await staffGet("/api/analytics/export?period=7d");
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toBe("application/zip");
    expect(exported.headers.get("content-disposition")).toBe(
      `attachment; filename=analytics-${figures.from}-${figures.to}.zip`,
    );
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        "view.csv",
        "summary.csv",
        "daily.csv",
        "funnel.csv",
        "page.csv",
        "source.csv",
        "browser.csv",
        "os.csv",
        "leads.csv",
      ]),
    );
    const csv = (name: string) => {
      const bytes = files[name] ?? new Uint8Array();
      // A byte order mark, so that a spreadsheet reads the file as UTF-8 (the decoder drops it).
      expect([...bytes.subarray(0, 3)], name).toEqual([0xef, 0xbb, 0xbf]);
      return strFromU8(bytes).trim().split("\r\n");
    };
    const summaryLines = csv("summary.csv");
    expect(summaryLines[0]).toBe("figure,value,compared_value,change");
    expect(summaryLines).toContain("page_views,2,0,");
    // One visit of two pages with a click: no bounce, no goal.
    expect(summaryLines).toContain("bounce_rate_percent,0,0,");
    expect(summaryLines).toContain("views_per_visit,2,0,");
    // Every funnel, counted in visitors as the dashboard's funnels panel counts them: the contact form's first.
    const funnelLines = csv("funnel.csv");
    expect(funnelLines[0]).toBe("funnel,step,name,visitors,conversion_rate_percent,drop_off,compared_visitors");
    expect(funnelLines[1]).toBe("Contact form,1,form:seen,1,100,0,0");
    expect(csv("daily.csv")[0]).toBe(
      "date,visitors,visits,page_views,compared_date,compared_visitors,compared_visits,compared_page_views",
    );
    expect(csv("daily.csv").at(-1)).toMatch(new RegExp(`^${figures.to},1,1,2,`));
    expect(csv("page.csv")).toEqual([
      "value,visitors,visits,page_views,bounce_rate_percent,average_visit_seconds,conversions,conversion_rate_percent",
      expect.stringMatching(/^\/,1,1,1,0,\d+,0,0$/),
      expect.stringMatching(/^\/about,1,1,1,0,\d+,0,0$/),
    ]);
    expect(csv("view.csv")).toContain("period,7d");
    expect(csv("browser.csv")[1]).toMatch(/^Chrome,1,1,2,/);
  });

  it("lists the site's own pages only: paths someone invents, from any number of browsers, are one row", async () => {
    const before = (await (await staffGet("/api/analytics/summary?period=7d")).json()) as { pageViews: number };
    const invented = Array.from({ length: 30 }, (_, index) => `/buy-cheap-${index}`);
    for (const [index, page] of invented.entries()) {
      const sent = await fetch(`${staff.server.url}/api/events`, {
        method: "POST",
        headers: {
          origin: staff.server.url,
          "content-type": "application/json",
          "user-agent": `${AGENT} rotated/${index}`,
        },
        body: JSON.stringify({
          name: "page_view",
          page,
          page_name: page,
          page_title: "x",
          page_location: staff.server.url + page,
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
