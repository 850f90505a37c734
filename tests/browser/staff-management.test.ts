import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe";
import { browserSuite } from "../support/browser-suite";
import { issuedLeadRef } from "../support/lead-refs";
import { storeSubscribers } from "../support/newsletter";
import { message } from "../support/pages";
import { createStaff, STAFF } from "../support/staff";

const suite = browserSuite();
const VIEWER = { email: "viewer@example.com", password: "the viewer's password 1" } as const;

/** A visitor's lead code, issued by the server when its contact form was used. */
let LEAD = "";

beforeAll(async () => {
  // The first account is an admin, the second a viewer.
  await createStaff(suite.server);
  await createStaff(suite.server, VIEWER);
  // A visitor's WhatsApp hand-over: a lead whose outcome only an admin records.
  const agent = "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0";
  LEAD = await issuedLeadRef(suite.server.url, agent);
  const sent = await fetch(`${suite.server.url}/api/events`, {
    method: "POST",
    headers: {
      origin: suite.server.url,
      "content-type": "application/json",
      "user-agent": agent,
    },
    body: JSON.stringify({
      events: [
        {
          name: "page_view",
          page: "/contact",
          page_name: "contact",
          page_title: "Contact",
          page_location: `${suite.server.url}/contact`,
        },
        { name: "whatsapp_handover", page: "/contact", ref: LEAD },
      ],
    }),
  });
  expect(sent.status).toBe(202);
  // A newsletter address, which only an admin removes.
  await storeSubscribers(suite.server.dataDir, [
    { email: "reader@example.com", locale: "en", created_at: new Date().toISOString() },
  ]);
});

async function signedIn({ email, password }: { email: string; password: string }, width = 1366) {
  const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/admin`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.locator("form button[type=submit]").click();
  await page.getByRole("heading", { name: message("en", "admin.dashboard.title") }).waitFor();
  return { context, page };
}

/** Nothing on the page is wider than the window. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The staff view with its lists loaded. */
async function staffLoaded(page: Page) {
  await page.locator("[data-account]").first().waitFor();
  await expect.poll(() => page.locator("[aria-busy=true]").count()).toBe(0);
}

describe("the staff view", () => {
  it("lets an admin invite someone (mail off: the link to pass on) and change a role, by keyboard, at 390 px and on a desktop", async () => {
    for (const width of [390, 1366]) {
      const { context, page } = await signedIn(STAFF, width);
      await page.locator("[data-staff-link]").click();
      await page.waitForURL(/\/admin\/staff$/);
      await staffLoaded(page);
      expect(await page.locator("[data-account]").count()).toBe(2);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    }

    const { context, page } = await signedIn(STAFF);
    await page.goto(`${suite.server.url}/admin/staff`);
    await staffLoaded(page);

    // This server sends no mail: the form says so before anything is sent.
    await page.locator("[data-mail-off]").waitFor();
    // Invite, typed and chosen from the keyboard.
    const invite = page.locator("form[data-invite]");
    await invite.getByLabel("Email").focus();
    await page.keyboard.type("ayu@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowUp");
    expect(await invite.getByLabel(message("en", "admin.staff.role")).inputValue()).toBe("admin");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.getByText("Invitation for ayu@example.com made.").waitFor();
    const link = await page.locator("[data-invitation-link] input").inputValue();
    expect(link).toMatch(/\/admin\/invitation\?token=[\w-]{43}$/);
    await page.locator('[data-invitation="ayu@example.com"]').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The viewer becomes an admin: the button is reached and pressed from the keyboard.
    const viewer = page.locator(`[data-account="${VIEWER.email}"]`);
    await viewer.locator("[data-make=admin]").focus();
    await page.keyboard.press("Enter");
    await viewer.getByText(`${VIEWER.email} is now: Admin.`).waitFor();
    expect(await viewer.locator("[data-role]").textContent()).toBe("Admin");
    await viewer.locator("[data-make=viewer]").click();
    await viewer.getByText(`${VIEWER.email} is now: Viewer.`).waitFor();

    // The admin cannot demote themselves while they are the only one.
    const self = page.locator(`[data-account="${STAFF.email}"]`);
    await self.locator("[data-make=viewer]").click();
    await self.getByRole("alert").getByText(message("en", "admin.staff.error.lastAdmin")).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();

    // The invitee opens the link, chooses a name and password, and signs in as an admin.
    const invitee = await suite.browser.newContext({ viewport: { width: 390, height: 800 } });
    const own = await invitee.newPage();
    const response = await own.goto(link.replace(/^https?:\/\/[^/]+/, suite.server.url));
    expect(response?.status()).toBe(200);
    await own.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await axeViolations(own)).toEqual([]);
    // A pasted tab reaches the server, which refuses control characters in names: the page says why.
    const name = own.getByLabel(message("en", "admin.invitation.name"));
    await name.fill("Ayu\tLestari");
    await own.getByLabel(message("en", "admin.invitation.password"), { exact: true }).fill("ayu's own password 7");
    await own.getByRole("button", { name: message("en", "admin.invitation.create") }).click();
    await own.getByRole("alert").getByText(message("en", "admin.invitation.nameInvalid")).waitFor();
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    await name.fill("Ayu Lestari");
    await own.getByRole("button", { name: message("en", "admin.invitation.create") }).click();
    await own.locator('[data-invitation="accepted"]').waitFor();
    expect(await overflow(own)).toBeLessThanOrEqual(0);
    await invitee.close();

    const ayu = await signedIn({ email: "ayu@example.com", password: "ayu's own password 7" });
    expect(await ayu.page.locator("[data-staff-link]").count()).toBe(1);
    await ayu.context.close();
  });

  it("shows an unknown link as such, with a 404", async () => {
    const { context, page } = await signedIn(STAFF);
    const response = await page.goto(`${suite.server.url}/admin/invitation?token=${"x".repeat(43)}`);
    expect(response?.status()).toBe(404);
    await page.locator('[data-invitation="unknown"]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("gives a viewer no way to staff management or a lead's outcome", async () => {
    const { context, page } = await signedIn(VIEWER);
    // The lead is listed once its visit is stored; a viewer sees it without the button to record its outcome.
    await expect
      .poll(async () => {
        await page.reload();
        await page.locator("[data-leads]").waitFor();
        await expect.poll(() => page.locator("[aria-busy=true]").count()).toBe(0);
        return page.locator(`[data-lead="${LEAD}"]`).count();
      })
      .toBe(1);
    expect(await page.locator(`[data-lead="${LEAD}"] button`).count()).toBe(0);
    expect(await page.locator('[data-subscriber="reader@example.com"]').count()).toBe(1);
    expect(await page.locator("[data-subscriber-list] [data-remove]").count()).toBe(0);
    expect(await page.locator("[data-staff-link]").count()).toBe(0);
    await page.goto(`${suite.server.url}/admin/staff`);
    await page.getByText(message("en", "admin.staff.adminsOnly")).waitFor();
    expect(await page.locator("[data-invite]").count()).toBe(0);
    await context.close();
  });
});
