import type { Browser, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { apiQuery, viewFromSearch } from "../../app/admin/view";
import type { Locale } from "../../app/i18n/locales";
import { message } from "./pages";
import type { RunningServer } from "./server";
import { STAFF } from "./staff";

/** Opens /admin of `server` (the suite's own by default) in a new browser context of the suite's browser. */
export const adminPageOf =
  (suite: { server: RunningServer; browser: Browser }) =>
  async (server: RunningServer = suite.server, viewport = { width: 1280, height: 900 }) => {
    const context = await suite.browser.newContext({ viewport, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin`);
    return { context, page };
  };

export const emailField = (page: Page) => page.getByLabel("Email");
export const passwordField = (page: Page) => page.getByLabel("Password", { exact: true });
export const submit = (page: Page) => page.locator("form button[type=submit]");

export async function fillAndSubmit(page: Page, email: string, password: string) {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await submit(page).click();
}

export const alertText = (page: Page) => page.locator("#login-error").textContent();

/** The summary's figures are shown and no panel is still loading its own. */
export async function figuresLoaded(page: Page) {
  await page.locator("[data-series]").waitFor({ state: "attached" });
  await expect.poll(() => page.locator("[aria-busy=true]").count()).toBe(0);
}

/**
 * Makes a filter in the dashboard's filter dialog, opened by `from` ("Add filter", or a filter chip's value to
 * change that filter), in the page's language `locale`: a dimension, an operator and a value.
 */
export async function filterInDialog(
  page: Page,
  { dimension, operator, value }: { dimension: string; operator: string; value: string },
  locale: Locale,
  from: Locator = page.locator("[data-add-filter]"),
) {
  await from.click();
  const dialog = page.locator("[data-dialog=filter]");
  await dialog.getByLabel(message(locale, "admin.filters.dimensionLabel")).selectOption(dimension);
  await dialog.getByLabel(message(locale, "admin.filters.operatorLabel")).selectOption(operator);
  await dialog.getByLabel(message(locale, "admin.filters.valueLabel")).fill(value);
  await dialog.getByRole("button", { name: message(locale, "admin.filters.apply") }).click();
  await dialog.waitFor({ state: "detached" });
}

/** The figures of the view the URL names are shown, and no panel is still loading its own. */
export async function viewLoaded(page: Page) {
  const shown = apiQuery(viewFromSearch(new URL(page.url()).searchParams), {
    compare: true,
    interval: true,
  }).toString();
  await page.locator(`[data-shown="${shown}"]`).waitFor({ state: "attached" });
  await expect.poll(() => page.locator("[aria-busy=true]").count()).toBe(0);
}

/** The staff page in a language (`prefix`, "" for English), signed in as STAFF, its figures loaded. */
export async function signedInDashboard(suite: { server: RunningServer; browser: Browser }, prefix: string) {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}${prefix}/admin`);
  await page.locator("input[type=email]").fill(STAFF.email);
  await page.locator("input[type=password]").fill(STAFF.password);
  await page.locator("form button[type=submit]").click();
  await viewLoaded(page);
  return { context, page };
}
