import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Breakdown } from "../../app/admin/types";
import { CONTENT_PATHS } from "../../app/content/entries";
import { adminPageOf, figuresLoaded, fillAndSubmit } from "../support/admin-page";
import { axeViolations } from "../support/axe";
import { browserSuite } from "../support/browser-suite";
import { queryDatabase } from "../support/database";
import { formatted, message } from "../support/pages";
import { createStaff, STAFF } from "../support/staff";

/** A phone's browser as the server sees it (the server drops what headless browsers send, as bots). */
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

const suite = browserSuite({ browserArgs: [`--user-agent=${PHONE}`] });
const adminPage = adminPageOf(suite);
const POST = CONTENT_PATHS.pages.find((path) => /^\/id\/blog\/[^/]+$/.test(path)) ?? "";

beforeAll(async () => {
  await createStaff(suite.server);
});

async function signedIn(path: string, viewport: { width: number; height: number }) {
  const { context, page } = await adminPage(suite.server, viewport);
  await fillAndSubmit(page, STAFF.email, STAFF.password);
  await figuresLoaded(page);
  await page.goto(suite.server.url + path);
  await figuresLoaded(page);
  return { context, page };
}

/** Today's goals as the API counts them: visits by goal name. */
async function goalVisits(context: BrowserContext): Promise<Record<string, number>> {
  const response = await context.request.get(`${suite.server.url}/api/analytics/breakdown?dimension=goal&period=today`);
  const { rows } = (await response.json()) as Breakdown;
  return Object.fromEntries(rows.map((row) => [row.value, row.visits]));
}

/** Defines a goal in the open goals dialog, in the page's language. */
async function addGoal(page: Page, locale: "en" | "id", name: string, kind: string, target: string) {
  const form = page.locator("[data-dialog=goals] [data-new-goal]");
  await form.getByLabel(message(locale, "admin.goals.name"), { exact: true }).fill(name);
  await form.getByLabel(message(locale, "admin.goals.kindLabel")).selectOption(kind);
  await form.locator("[data-goal-target]").fill(target);
  await form.getByRole("button", { name: message(locale, "admin.goals.addButton") }).click();
  await page.locator("[data-goal-list] li", { hasText: name }).waitFor();
}

describe("goals, funnels and shared links admins make", () => {
  it("are made on a desktop in English and count the visits that reach them from then on", async () => {
    const { context, page } = await signedIn("/admin?period=today", { width: 1280, height: 900 });
    await page.locator("[data-manage-goals]").click();
    await addGoal(page, "en", "Hero contact", "click", "hero-contact");
    await addGoal(page, "en", "Read a post", "page", "/blog/*");
    const since = page.locator("[data-goal-list] li", { hasText: "Hero contact" });
    await expect.poll(() => since.textContent()).toContain(formatted("en", "admin.goals.since", { day: "" }).trim());
    // Reading a post is a goal, not a conversion: unticked, it stays so when the dialog lists the goals again.
    const conversion = page.getByLabel(formatted("en", "admin.goals.conversionOf", { name: "Read a post" }));
    await conversion.uncheck();
    await expect
      .poll(async () => {
        const listed = await context.request.get(`${suite.server.url}/api/goals`);
        return ((await listed.json()) as { goals: { name: string; conversion: boolean }[] }).goals;
      })
      .toContainEqual(expect.objectContaining({ name: "Read a post", conversion: false }));
    expect(await conversion.isChecked()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: message("en", "admin.goals.close") }).click();

    // A visitor presses the hero's contact button, then reads a post in Indonesian.
    const visitor = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
    await visitor.addInitScript(() => localStorage.setItem("analytics-automation", "allow"));
    const site = await visitor.newPage();
    await site.goto(`${suite.server.url}/`);
    await site.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await site.locator('[data-goal="hero-contact"]').click();
    await site.goto(suite.server.url + POST);
    await site.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await site.goto("about:blank");
    // The post's page view leaves with its exit, as a beacon: the browser stays open until it has arrived.
    const postEvents = () =>
      queryDatabase<{ name: string; page: string }>(
        suite.server.dataDir,
        "select name, page from analytics_events",
      ).filter((row) => row.page === POST);
    await expect.poll(() => postEvents().map((row) => row.name)).toContain("page_exit");
    await visitor.close();
    await expect.poll(() => goalVisits(context), { timeout: 15_000 }).toEqual({ "Hero contact": 1, "Read a post": 1 });

    // A funnel of both, made in its dialog: the visitor went through both steps, in order.
    await page.reload();
    await figuresLoaded(page);
    await page.locator("[data-manage-funnels]").click();
    const funnels = page.locator("[data-dialog=funnels]");
    await funnels.getByLabel(message("en", "admin.funnels.name"), { exact: true }).fill("Hero to a post");
    await funnels.getByLabel(formatted("en", "admin.funnels.stepKind", { n: 1 })).selectOption("goal");
    await funnels.getByLabel(formatted("en", "admin.funnels.stepGoal", { n: 1 })).selectOption("Hero contact");
    await funnels.getByLabel(formatted("en", "admin.funnels.stepKind", { n: 2 })).selectOption("page");
    await funnels.getByLabel(formatted("en", "admin.funnels.stepPath", { n: 2 })).fill("/blog/*");
    await funnels.getByRole("button", { name: message("en", "admin.funnels.addButton") }).click();
    await funnels.locator("[data-funnel-list] li", { hasText: "Hero to a post" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await funnels.getByRole("button", { name: message("en", "admin.goals.close") }).click();
    await page.locator("[data-funnel-choice]").selectOption({ label: "Hero to a post" });
    const steps = page.locator("[data-funnel-panel] [data-step] [data-visitors]");
    await expect
      .poll(() => steps.allTextContents())
      .toEqual([
        expect.stringContaining(formatted("en", "admin.funnel.visitors", { n: 1, count: "1" })),
        expect.stringContaining(formatted("en", "admin.funnel.visitors", { n: 1, count: "1" })),
      ]);

    // The goals panel lists them by name; choosing one filters the dashboard by it.
    const panel = page.locator("[data-breakdown=goals]");
    // The goal that is no conversion says so; the other does not.
    const marked = (goal: string) => panel.locator(`tr[data-value="${goal}"] [data-not-conversion]`).count();
    await expect.poll(() => marked("Read a post")).toBe(1);
    expect(await marked("Hero contact")).toBe(0);
    await panel.getByRole("button", { name: /Hero contact/ }).click();
    await expect.poll(() => page.locator('[data-filter="goal:Hero contact"]').count()).toBe(1);
    await context.close();
  });

  it("are renamed, changed and removed on a phone in Indonesian", async () => {
    const { context, page } = await signedIn("/id/admin?period=today", { width: 390, height: 844 });
    const fits = async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(page)).toEqual([]);
    };
    await page.getByRole("button", { name: message("id", "admin.goals.manage") }).click();
    const goals = page.locator("[data-dialog=goals]");
    await goals.getByRole("button", { name: formatted("id", "admin.goals.rename", { name: "Read a post" }) }).click();
    await goals.getByLabel(formatted("id", "admin.goals.newName", { name: "Read a post" })).fill("Baca artikel");
    await goals.getByRole("button", { name: message("id", "admin.goals.renameButton"), exact: true }).click();
    await goals.locator("[data-goal-list] li", { hasText: "Baca artikel" }).waitFor();
    await fits();
    await goals.getByRole("button", { name: message("id", "admin.goals.close") }).click();
    // The same visits under the new name.
    await expect.poll(() => goalVisits(context)).toEqual({ "Hero contact": 1, "Baca artikel": 1 });
    await expect.poll(() => page.locator("[data-breakdown=goals]").textContent()).toContain("Baca artikel");

    // The funnel made before, given a third step: the contact form seen (which this visitor did, on the landing
    // page, but before the post, so not in the funnel's order).
    await page.locator("[data-manage-funnels]").click();
    const funnels = page.locator("[data-dialog=funnels]");
    // The built-in contact funnel is named in the staff member's language until an admin renames it.
    await funnels.locator("[data-funnel-list] li", { hasText: message("id", "admin.funnels.contactName") }).waitFor();
    const edit = formatted("id", "admin.funnels.edit", { name: "Hero to a post" });
    await funnels.getByRole("button", { name: edit }).click();
    await funnels.getByRole("button", { name: message("id", "admin.funnels.addStep") }).click();
    await funnels.getByLabel(formatted("id", "admin.funnels.stepKind", { n: 3 })).selectOption("form");
    await funnels.getByRole("button", { name: message("id", "admin.funnels.saveButton") }).click();
    // Saved, the form is a new funnel's again.
    await expect.poll(() => funnels.locator("[data-funnel-step]").count()).toBe(2);
    await fits();
    await funnels.getByRole("button", { name: message("id", "admin.goals.close") }).click();
    await page.locator("[data-funnel-choice]").selectOption({ label: "Hero to a post" });
    const visitors = page.locator("[data-funnel-panel] [data-step] [data-visitors]");
    await expect.poll(() => visitors.count()).toBe(3);
    expect(await visitors.nth(2).textContent()).toContain(
      formatted("id", "admin.funnel.visitors", { n: 0, count: "0" }),
    );
    await fits();

    // A goal removed is no row, and a funnel step of it says so.
    await page.getByRole("button", { name: message("id", "admin.goals.manage") }).click();
    await goals.getByRole("button", { name: formatted("id", "admin.goals.delete", { name: "Hero contact" }) }).click();
    await expect.poll(() => goals.locator("[data-goal-list] li").count()).toBe(1);
    await goals.getByRole("button", { name: message("id", "admin.goals.close") }).click();
    await expect.poll(() => goalVisits(context)).toEqual({ "Baca artikel": 1 });
    await expect
      .poll(() => page.locator("[data-funnel-panel] [data-step]").first().textContent())
      .toContain(message("id", "admin.funnels.removedGoal"));
    await context.close();
  });

  it("are read through a shared link, on a phone in Indonesian, without signing in", async () => {
    const { context, page } = await signedIn("/admin?period=today", { width: 1280, height: 900 });
    await page.locator("[data-share-button]").click();
    const dialog = page.locator("[data-dialog=shares]");
    await dialog.getByLabel(message("en", "admin.shares.name")).fill("Board");
    await dialog.getByLabel(message("en", "admin.shares.password")).fill("a long secret");
    await dialog.getByRole("button", { name: message("en", "admin.shares.create") }).click();
    const url = await dialog.locator("[data-share-url]").inputValue();
    expect(url).toMatch(/\/share\/[0-9a-f]{32}$/);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: message("en", "admin.goals.close") }).click();

    const reader = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
    const shared = await reader.newPage();
    await shared.goto(`${url.replace("/share/", "/id/share/")}?period=today`);
    await shared.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // The password first: a wrong one is refused, the right one opens the figures.
    const password = shared.getByLabel(message("id", "admin.share.password"));
    await password.fill("not the secret");
    await shared.getByRole("button", { name: message("id", "admin.share.open") }).click();
    await shared.getByRole("alert").waitFor();
    await password.fill("a long secret");
    await shared.getByRole("button", { name: message("id", "admin.share.open") }).click();
    await figuresLoaded(shared);
    expect(await shared.locator("[data-shared-dashboard] header").textContent()).toContain("“Board”");
    expect(await shared.locator("[data-shared-dashboard] header").textContent()).toContain(
      message("id", "admin.share.readOnly"),
    );
    await expect.poll(() => shared.locator("[data-breakdown=goals]").textContent()).toContain("Baca artikel");
    // Figures only: no leads, subscribers, security, live view, export, sharing or editing.
    for (const hidden of [
      "[data-leads]",
      "[data-figure=leads]",
      "[data-figure=wonValue]",
      "[data-share-button]",
      "[data-manage-goals]",
      "[data-manage-funnels]",
      "a[download]",
    ]) {
      expect(await shared.locator(hidden).count(), hidden).toBe(0);
    }
    expect(await shared.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(shared)).toEqual([]);

    // Revoked, the link's page says so.
    await page.locator("[data-share-button]").click();
    await dialog.getByRole("button", { name: formatted("en", "admin.shares.revoke", { name: "Board" }) }).click();
    await expect.poll(() => dialog.locator("[data-share-list] li").count()).toBe(0);
    const gone = await shared.goto(url);
    expect(gone?.status()).toBe(404);
    await shared.locator("[data-share-ended]").waitFor();
    await reader.close();
    await context.close();
  });
});
