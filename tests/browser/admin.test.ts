import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { bucketed } from "../../app/admin/buckets";
import { DEMO_ACCOUNT } from "../../app/admin/demo-account";
import { formatsFor } from "../../app/admin/format";
import type { MessageKey } from "../../app/i18n/keys";

/** The staff page reads in English here: its figures as English writes them. */
const en = formatsFor("en");

import { loginErrorMessage } from "../../app/admin/spec-texts";
import type { AnalyticsSummary, Breakdown, SecuritySummary } from "../../app/admin/types";
import { DEFAULT_VIEW, intervalOf } from "../../app/admin/view";
import { DASHBOARD_LIST_ROWS } from "../../app/config/constants";
import { axeViolations } from "../support/axe";
import { browserSuite } from "../support/browser-suite";
import { watchCsp } from "../support/csp";
import { storeSubscribers } from "../support/newsletter";
import { message } from "../support/pages";
import { type RunningServer, startServer } from "../support/server";
import { createStaff, login, STAFF, withStaffAccounts } from "../support/staff";

const suite = browserSuite();
const DISABLED = { email: "former@example.com", password: STAFF.password };
const LOCKED = "locked@example.com";

beforeAll(async () => {
  const { server } = suite;
  await createStaff(server);
  await createStaff(server, DISABLED);
  await withStaffAccounts(server, (accounts) => accounts.setDisabled(DISABLED.email, true));
  const created_at = new Date().toISOString();
  await storeSubscribers(server.dataDir, [
    { email: "one@example.com", locale: "en", created_at },
    { email: "two@example.com", locale: "en", created_at },
  ]);
  // The operator's way to a full dashboard: 120 days of synthetic visits, through the real rollups.
  const seeded = spawnSync("npm", ["run", "-s", "seed:demo", "--", "--days", "120"], {
    env: { ...process.env, DATA_DIR: server.dataDir },
    encoding: "utf8",
  });
  expect(seeded.status, seeded.stderr).toBe(0);
  expect(seeded.stdout).toMatch(/^Seeded 120 days: \d+ visits/);
}, 60_000);

async function adminPage(server: RunningServer = suite.server, viewport = { width: 1280, height: 900 }) {
  const context = await suite.browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${server.url}/admin`);
  return { context, page };
}

const emailField = (page: Page) => page.getByLabel("Email");
const passwordField = (page: Page) => page.getByLabel("Password", { exact: true });
const submit = (page: Page) => page.locator("form button[type=submit]");

async function fillAndSubmit(page: Page, email: string, password: string) {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await submit(page).click();
}

const alertText = (page: Page) => page.locator("#login-error").textContent();

/** The summary's figures are shown and no panel is still loading its own. */
async function figuresLoaded(page: Page) {
  await page.locator("[data-series]").waitFor({ state: "attached" });
  await expect.poll(() => page.locator("[aria-busy=true]").count()).toBe(0);
}

describe("signing in", () => {
  it("keeps submit disabled until both fields are filled, and shows the password on request", async () => {
    const { context, page } = await adminPage();
    await expect.poll(() => emailField(page).isVisible()).toBe(true);
    expect(await submit(page).isDisabled()).toBe(true);
    await emailField(page).fill(STAFF.email);
    expect(await submit(page).isDisabled()).toBe(true);
    await emailField(page).fill("");
    await passwordField(page).fill("something");
    expect(await submit(page).isDisabled()).toBe(true);
    await emailField(page).fill(STAFF.email);
    expect(await submit(page).isEnabled()).toBe(true);
    expect(await emailField(page).getAttribute("type")).toBe("email");
    expect(await passwordField(page).getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Show password" }).click();
    expect(await passwordField(page).getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Hide password" }).click();
    expect(await passwordField(page).getAttribute("type")).toBe("password");
    expect(await page.getByText("Hubungi administrator untuk mendapatkan akses").isVisible()).toBe(true);
    await context.close();
  });

  it("says 'Logging in...' with the inputs disabled while the sign-in runs", async () => {
    const { context, page } = await adminPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/auth/login", async (route) => {
      await held;
      await route.continue();
    });
    await fillAndSubmit(page, STAFF.email, STAFF.password);
    await expect.poll(() => submit(page).textContent()).toBe("Logging in...");
    expect(await emailField(page).isDisabled()).toBe(true);
    expect(await passwordField(page).isDisabled()).toBe(true);
    expect(await submit(page).isDisabled()).toBe(true);
    release();
    await page.getByRole("heading", { name: "Analytics dashboard" }).waitFor();
    await context.close();
  });

  it.each([
    ["auth/invalid-email", "staff@localhost", STAFF.password],
    ["auth/invalid-credential", STAFF.email, "not the right password"],
    // A disabled account's right password is answered as a wrong one (AUTH_DISTINCT_ERRORS is off).
    ["auth/invalid-credential", DISABLED.email, DISABLED.password],
  ])("shows the sign-in message of docs/PRODUCT.md for %s (%s)", async (code, email, password) => {
    const { context, page } = await adminPage();
    await fillAndSubmit(page, email, password);
    expect(await alertText(page)).toBe(loginErrorMessage(code));
    await context.close();
  });

  it("shows the too-many-requests message once this client has had 5 failures on an account", async () => {
    await createStaff(suite.server, { email: LOCKED });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(suite.server, { email: LOCKED, password: `guess ${attempt} wrong` })).status).toBe(401);
    }
    const { context, page } = await adminPage();
    await fillAndSubmit(page, LOCKED, STAFF.password);
    expect(await alertText(page)).toBe("Terlalu banyak percobaan login. Coba lagi nanti");
    await context.close();
  });

  it("names the wrong part when the server is set to, and says the service is unavailable when it is gone", async () => {
    const distinct = await startServer({ AUTH_DISTINCT_ERRORS: "true" });
    try {
      await createStaff(distinct);
      await createStaff(distinct, DISABLED);
      await withStaffAccounts(distinct, (accounts) => accounts.setDisabled(DISABLED.email, true));
      const { context, page } = await adminPage(distinct);
      await fillAndSubmit(page, "nobody@example.com", STAFF.password);
      expect(await alertText(page)).toBe("Email tidak terdaftar");
      await fillAndSubmit(page, STAFF.email, "not the right password");
      await expect.poll(() => alertText(page)).toBe("Password salah");
      await fillAndSubmit(page, DISABLED.email, DISABLED.password);
      await expect.poll(() => alertText(page)).toBe(loginErrorMessage("auth/user-disabled"));

      await distinct.stop();
      await fillAndSubmit(page, STAFF.email, STAFF.password);
      await expect.poll(() => alertText(page)).toBe("Sistem autentikasi tidak tersedia. Silakan coba lagi nanti.");
      await context.close();
    } finally {
      await distinct.stop();
    }
  });

  it("checks that sign-in is available, and shows the maintenance screen when it is not", async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    let reachable = false;
    await page.route("**/api/auth/**", (route) => (reachable ? route.continue() : route.abort("connectionrefused")));
    await page.goto(`${suite.server.url}/admin`);
    await page.getByText("Memeriksa sistem autentikasi...").waitFor();
    await page.getByRole("heading", { name: "Sistem Tidak Tersedia" }).waitFor();
    expect(await page.getByText("Sistem autentikasi sedang dalam pemeliharaan").isVisible()).toBe(true);
    expect(await page.locator("details pre").textContent()).toMatch(/TypeError|Failed to fetch/);
    reachable = true;
    await page.getByRole("button", { name: "Coba Lagi" }).click();
    await emailField(page).waitFor();
    await context.close();
  });
});

describe("the session", () => {
  it("signs in by keyboard, survives a reload, and ends at logout", async () => {
    const { context, page } = await adminPage(suite.server, { width: 390, height: 844 });
    await emailField(page).waitFor();
    await emailField(page).focus();
    await page.keyboard.type(STAFF.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(STAFF.password);
    await page.keyboard.press("Enter");
    await page.getByText(`Welcome, ${STAFF.email}`).waitFor();
    const sessionCookie = async () => (await context.cookies()).find((cookie) => cookie.name === "__Host-session");
    const cookie = await sessionCookie();
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
    // The browser is known at its next sign-in (decision 014), by a cookie only the sign-in's two steps receive.
    expect((await context.cookies()).find((known) => known.name === "__Secure-staff-browser")).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: "Strict",
      path: "/api/auth",
    });

    await page.reload();
    await page.getByText(`Welcome, ${STAFF.email}`).waitFor();

    await page.getByRole("button", { name: "Logout" }).click();
    await emailField(page).waitFor();
    expect(await sessionCookie()).toBeUndefined();
    await page.reload();
    await emailField(page).waitFor();
    // The old token is dead on the server too.
    const replay = await fetch(`${suite.server.url}/api/auth/session`, {
      headers: { cookie: `${cookie?.name}=${cookie?.value}` },
    });
    expect(await replay.json()).toEqual({ user: null });
    await context.close();
  });
});

describe("a session the server ends", () => {
  it("returns to the sign-in form and says why: an expired session, then a disabled account", async () => {
    const email = "ending@example.com";
    await createStaff(suite.server, { email });
    const { context, page } = await adminPage();
    // The dashboard's first figures (the summary's and every panel's own) are in before the account changes:
    // otherwise their requests, not the period button's, meet the change, and the button is gone before it
    // can be pressed.
    const dashboardShown = () => figuresLoaded(page);
    await fillAndSubmit(page, email, STAFF.password);
    await page.getByText(`Welcome, ${email}`).waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
    await dashboardShown();

    await withStaffAccounts(suite.server, async (accounts) => {
      await accounts.resetPassword(email, "a new password for it");
      await accounts.resetPassword(email, STAFF.password);
    });
    await page.getByRole("button", { name: "30d", exact: true }).click();
    await page.getByText("Your session has ended. Please sign in again.").waitFor();

    await fillAndSubmit(page, email, STAFF.password);
    await dashboardShown();
    await withStaffAccounts(suite.server, (accounts) => accounts.setDisabled(email, true));
    await page.getByRole("button", { name: "90d", exact: true }).click();
    expect(await alertText(page)).toBe("Akun telah dinonaktifkan");
    await context.close();
  });
});

async function signedIn(viewport?: { width: number; height: number }) {
  const { context, page } = await adminPage(suite.server, viewport);
  await fillAndSubmit(page, STAFF.email, STAFF.password);
  await figuresLoaded(page);
  return { context, page };
}

async function api<T>(context: BrowserContext, path: string): Promise<T> {
  const response = await context.request.get(`${suite.server.url}${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** A breakdown table's rows as shown: each row's label, then its figures. */
const figuresOf = (page: Page, table: string) =>
  page
    .locator(`${table} tbody tr`)
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll("[data-label], [data-value]")].map((cell) => cell.textContent?.trim() ?? ""),
      ),
    );

describe("the dashboard", () => {
  it("shows exactly the summary API's figures in each period, and exports them as a zip of CSV reports", async () => {
    // A browser's report, so that the security panel has an event anyone can cause besides the server's own.
    const report = await fetch(`${suite.server.url}/api/security/log`, {
      method: "POST",
      headers: { "content-type": "application/csp-report" },
      body: JSON.stringify({ "csp-report": { "document-uri": `${suite.server.url}/`, "blocked-uri": "eval" } }),
    });
    expect(report.status).toBe(204);
    const { context, page } = await signedIn();
    for (const period of ["7d", "30d", "90d"] as const) {
      if (period !== "7d") {
        const loaded = page.waitForResponse((response) => response.url().includes(`summary?period=${period}`));
        await page.getByRole("button", { name: period, exact: true }).click();
        await loaded;
      }
      expect(await page.getByRole("button", { name: period, exact: true }).getAttribute("aria-pressed")).toBe("true");
      await figuresLoaded(page);
      const summary = await api<AnalyticsSummary>(context, `/api/analytics/summary?period=${period}`);
      expect(summary.totalVisitors, "seeded data").toBeGreaterThan(0);

      const formats = {
        totalVisitors: en.number,
        pageViews: en.number,
        uniqueVisitors: en.number,
        averageTimeOnSite: en.duration,
        bounceRate: en.percent,
        conversionRate: en.percent,
      };
      for (const [figure, format] of Object.entries(formats) as [keyof typeof formats, (value: number) => string][]) {
        const card = page.locator(`[data-figure=${figure}]`);
        const shown = format(summary[figure]);
        expect(await card.locator("[data-value]").textContent(), `${period} ${figure}`).toBe(shown);
        const change = summary.changes[figure];
        // Rates change by percentage points, counts by a percentage of themselves.
        const shownChange = (value: number) =>
          figure === "bounceRate" || figure === "conversionRate"
            ? message("en", "admin.change.points").replace("{change}", en.signed(value))
            : en.change(value);
        if (change !== null) expect(await card.locator("[data-change]").textContent()).toContain(shownChange(change));
      }
      // The chart's table: days for 7 and 30 days, weeks for 90, each beside the compared range's visitors.
      const interval = intervalOf(DEFAULT_VIEW, { from: summary.from, to: summary.to });
      expect(await page.locator("figure[data-interval]").getAttribute("data-interval")).toBe(
        period === "90d" ? "week" : "day",
      );
      expect(
        await page
          .locator("[data-series] tbody tr")
          .evaluateAll((rows) =>
            rows.map((row) => [
              row.getAttribute("data-start"),
              ...[...row.querySelectorAll("td")].map((td) => td.textContent),
            ]),
          ),
      ).toEqual(
        bucketed(summary.daily, interval, summary.comparison?.daily).map((bucket) => [
          bucket.start,
          en.number(bucket.visitors),
          en.number(bucket.pageViews),
          en.number(bucket.compared?.visitors ?? 0),
        ]),
      );
      // Pages, one row per page in all its languages, the first of them.
      const pages = await api<Breakdown>(
        context,
        `/api/analytics/breakdown?dimension=page&period=${period}&limit=${DASHBOARD_LIST_ROWS}`,
      );
      expect(await figuresOf(page, "[data-list=pages]")).toEqual(
        pages.rows.map((row) => [
          row.value === "(not found)" ? "(page not found)" : row.value,
          en.number(row.visits),
          en.number(row.conversions),
          en.percent(row.conversionRate),
        ]),
      );
      const regions = new Intl.DisplayNames(["en"], { type: "region" });
      // Countries are a breakdown like the others (visits, conversions, leads): its label and visits here.
      const countries = await api<Breakdown>(
        context,
        `/api/analytics/breakdown?dimension=country&period=${period}&limit=${DASHBOARD_LIST_ROWS}`,
      );
      expect((await figuresOf(page, "[data-list=countries]")).map((cells) => cells.slice(0, 2))).toEqual(
        countries.rows.map((row) => [
          row.value === "Unknown" ? "Unknown" : regions.of(row.value),
          en.number(row.visits),
        ]),
      );
      for (const { device, percentage } of summary.deviceTypes) {
        expect(await page.locator(`[data-device=${device}]`).textContent()).toContain(en.percent(percentage));
      }
      const security = await api<SecuritySummary>(context, `/api/security/summary?period=${period}`);
      expect(await page.locator("[data-security-count]").textContent()).toBe(en.number(security.eventCount));
      // The last event the server recorded (the sign-in) and, apart from it, the last report.
      expect(security.lastServerEvent?.type).toBe("auth.signed_in");
      expect(security.lastReportedEvent?.type).toBe("csp.violation");
      for (const [kind, event] of [
        ["server", security.lastServerEvent],
        ["reported", security.lastReportedEvent],
      ] as const) {
        // Named for people ("Staff signed in"), the code kept for machines.
        const type = page.locator(`[data-security-last=${kind}] [data-security-type]`);
        expect(await type.getAttribute("data-security-type")).toBe(event?.type);
        expect(await type.textContent()).toBe(message("en", `admin.securityEvent.${event?.type}` as MessageKey));
        expect(await page.locator(`[data-security-last=${kind}] time`).getAttribute("datetime")).toBe(event?.timestamp);
      }
      expect(await page.locator("[data-subscribers]").textContent()).toBe("2");

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Export Report" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`analytics-${summary.from}-${summary.to}.zip`);
      const files = unzipSync(fs.readFileSync((await download.path()) ?? ""));
      const lines = (name: string) =>
        strFromU8(files[name] ?? new Uint8Array())
          .trim()
          .split("\r\n");
      expect(lines("view.csv")).toContain(`period,${period}`);
      expect(lines("summary.csv")).toContain(
        `page_views,${summary.pageViews},${summary.comparison?.figures.pageViews},${summary.changes.pageViews ?? ""}`,
      );
      expect(lines("daily.csv")).toHaveLength(summary.daily.length + 1);
    }
    await context.close();
  });

  it("has no accessibility or CSP violations and fits a phone", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const cspViolations = await watchCsp(page);
    await page.goto(`${suite.server.url}/admin`);
    await fillAndSubmit(page, STAFF.email, STAFF.password);
    await page.locator(".recharts-area").first().waitFor();
    await figuresLoaded(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it("loads the chart library only for signed-in staff, never on public pages", async () => {
    const scripts = async (path: string, signIn: boolean) => {
      const context = await suite.browser.newContext();
      const page = await context.newPage();
      const loaded = new Set<string>();
      page.on("request", (request) => {
        if (request.resourceType() === "script") loaded.add(new URL(request.url()).pathname);
      });
      await page.goto(suite.server.url + path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      if (signIn) {
        await fillAndSubmit(page, STAFF.email, STAFF.password);
        await page.locator(".recharts-area").first().waitFor();
      }
      await context.close();
      return loaded;
    };
    const before = await scripts("/admin", false);
    const dashboardOnly = [...(await scripts("/admin", true))].filter((file) => !before.has(file));
    expect(dashboardOnly.length).toBeGreaterThan(0);
    for (const path of ["/", "/id", "/ja/services/web-development", "/ko/about", "/zh/contact"]) {
      const loaded = await scripts(path, false);
      expect(
        dashboardOnly.filter((file) => loaded.has(file)),
        path,
      ).toEqual([]);
    }
  });

  it("has no demo account or banner in a production build", async () => {
    const { context, page } = await adminPage();
    await emailField(page).waitFor();
    expect(await page.locator("body").textContent()).not.toContain(DEMO_ACCOUNT.email);
    await context.close();
    const files = fs.readdirSync("build", { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    for (const file of files) {
      const text = fs.readFileSync(path.join(file.parentPath, file.name), "latin1");
      expect(text.includes(DEMO_ACCOUNT.email) || text.includes(DEMO_ACCOUNT.password), file.name).toBe(false);
    }
    expect((await login(suite.server, DEMO_ACCOUNT)).status).toBe(401);
  });
});
