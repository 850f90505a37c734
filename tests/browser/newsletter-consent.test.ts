import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signedInDashboard } from "../support/admin-page";
import { axeViolations } from "../support/axe";
import { browserSuite } from "../support/browser-suite";
import { message, settings } from "../support/pages";
import { createStaff, STAFF } from "../support/staff";

const suite = browserSuite({ mail: true });

async function subscribe(page: Page, email: string) {
  const footer = page.locator("footer");
  await footer.getByLabel(message("ko", "newsletter.label")).fill(email);
  await footer.getByRole("button", { name: message("ko", "newsletter.submit") }).click();
  return footer.locator('[role="status"]');
}

describe("the newsletter's double opt-in, as a visitor meets it", () => {
  it("asks to check the inbox, whatever the address, then confirms from the mailed link in the page's language", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/ko/about`);
    // A server with mail offers the sign-up, not what stands in for it.
    const footer = page.locator("footer");
    expect(await footer.getByRole("heading", { name: message("ko", "newsletter.title") }).isVisible()).toBe(true);
    expect(await footer.getByText(message("ko", "footer.follow.title")).isVisible()).toBe(false);
    const email = "reader@example.com";
    const status = await subscribe(page, "Reader@Example.com");
    await expect.poll(() => status.textContent()).toBe(message("ko", "newsletter.pending"));
    // A repeat answers the same: the form tells nobody whether an address is known.
    await subscribe(page, email);
    await expect.poll(() => status.textContent()).toBe(message("ko", "newsletter.pending"));
    await subscribe(page, "name@localhost");
    await expect.poll(() => status.textContent()).toBe(message("ko", "newsletter.invalid"));

    const mail = await suite.smtp.mailTo(email);
    const link = mail.links.find((url) => url.includes("/newsletter/confirm")) ?? "";
    await page.goto(link.replace(settings.SITE_URL, suite.server.url));
    await expect(page.locator("h1").textContent()).resolves.toBe(message("ko", "newsletterPage.confirm.title"));
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: message("ko", "newsletterPage.confirm.button") }).click();
    await expect.poll(() => page.locator("h1").textContent()).toBe(message("ko", "newsletterPage.confirmed.title"));
    expect(new URL(page.url()).pathname).toBe("/ko/newsletter/confirm");
    await context.close();
  });
});

describe("the weekly summary on a server with mail", () => {
  it("is a switch at the dashboard's foot that a staff member turns on for their own address", async () => {
    await createStaff(suite.server);
    const { context, page } = await signedInDashboard(suite, "");
    const digest = page.locator("[data-digest]");
    const toggle = digest.getByRole("switch", { name: message("en", "admin.digest.setting") });
    expect(await toggle.isChecked()).toBe(false);
    await digest.locator("label").click();
    await expect.poll(() => digest.locator("#digest-hint").textContent()).toContain(STAFF.email);
    expect(await toggle.isChecked()).toBe(true);
    await context.close();
  });
});
