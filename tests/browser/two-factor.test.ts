import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { MessageKey } from "../../app/i18n/keys";
import { secondFactorRequirement } from "../../server/auth/second-factors/requirement";
import { openDatabase } from "../../server/db/database";
import { browserSuite } from "../support/browser-suite";
import { watchCsp } from "../support/csp";
import { message } from "../support/pages";
import { createStaff, STAFF } from "../support/staff";

const suite = browserSuite();
const en = (key: MessageKey) => message("en", key);

beforeAll(async () => {
  await createStaff(suite.server);
});

/** The server at `localhost`: a WebAuthn relying party must be a host name, not an IP address. */
const localUrl = (path: string) => `${suite.server.url.replace("127.0.0.1", "localhost")}${path}`;

async function signInWithPassword(page: Page) {
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password", { exact: true }).fill(STAFF.password);
  await page.getByRole("button", { name: en("admin.submit") }).click();
}

describe("passkeys in the staff area", () => {
  it("registers a passkey in the security settings at a phone's width and signs in with it", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const violations = await watchCsp(page);
    // Chromium's software authenticator, as a phone's or laptop's built-in one with its screen lock.
    const cdp = await context.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    await page.goto(localUrl("/admin"));
    await signInWithPassword(page);
    await page.getByRole("link", { name: en("admin.security.link") }).click();
    await expect.poll(() => page.url()).toMatch(/\/admin\/security$/);
    await page.getByRole("heading", { name: en("admin.security.settings.title") }).waitFor();
    await page.getByLabel(en("admin.security.passkeys.name")).fill("Work laptop");
    await page.getByRole("button", { name: en("admin.security.passkeys.add") }).click();
    await page.locator('[data-passkey="Work laptop"]').waitFor();
    // The first factor brings the first recovery codes, shown once.
    await expect.poll(() => page.locator("[data-recovery-codes] li").count()).toBe(10);
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Sign out, then in again: the password, then the passkey.
    await page.goto(localUrl("/admin"));
    await page.getByRole("button", { name: en("admin.logout") }).click();
    await signInWithPassword(page);
    await page.getByRole("heading", { name: en("admin.twoFactor.title") }).waitFor();
    await page.getByRole("button", { name: en("admin.twoFactor.usePasskey") }).click();
    await page.getByRole("heading", { name: en("admin.dashboard.title") }).waitFor();
    expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials[0]?.signCount).toBeGreaterThan(
      0,
    );

    // Renaming keeps the passkey; the list says when it was last used.
    await page.goto(localUrl("/admin/security"));
    const item = page.locator('[data-passkey="Work laptop"]');
    await item.getByRole("button", { name: /Rename/ }).click();
    await item.getByLabel(en("admin.security.passkeys.name")).fill("Phone");
    await item.getByRole("button", { name: en("admin.security.passkeys.save") }).click();
    await page.locator('[data-passkey="Phone"]').waitFor();
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it("says why a wrong code is refused at the second step, in the page's language", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(localUrl("/admin"));
    await signInWithPassword(page);
    // The account has a passkey and recovery codes (the test before): the code form asks for a recovery code.
    await page.getByLabel(en("admin.twoFactor.recoveryLabel")).fill("wrong-codes");
    await page.getByRole("button", { name: en("admin.twoFactor.verify") }).click();
    const alert = page.locator("#second-step-error");
    await alert.waitFor();
    expect(await alert.textContent()).toBe(en("admin.twoFactor.error.invalidCode"));
    await page.getByRole("button", { name: en("admin.twoFactor.back") }).click();
    await page.getByLabel("Email").waitFor();
    await context.close();
  });
});

describe("the requirement of a second factor", () => {
  it("tells an admin without a factor to set one up before they may turn the requirement off", async () => {
    const admin = { email: "new-admin@example.com", password: STAFF.password };
    await createStaff(suite.server, { ...admin, role: "admin" });
    const required = async (value: boolean) => {
      const database = openDatabase({ dataDir: suite.server.dataDir });
      try {
        await secondFactorRequirement(database.db).setRequired(value);
      } finally {
        await database.close();
      }
    };
    await required(true);
    try {
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(localUrl("/admin"));
      await page.getByLabel("Email").fill(admin.email);
      await page.getByLabel("Password", { exact: true }).fill(admin.password);
      await page.getByRole("button", { name: en("admin.submit") }).click();
      await page.locator("[data-must-enrol]").waitFor();
      const toggle = page.getByRole("button", { name: en("admin.security.requirement.toggle") });
      expect(await toggle.isDisabled()).toBe(true);
      expect(await page.locator("[data-requirement-locked]").textContent()).toBe(
        en("admin.security.requirement.enrolFirst"),
      );
      await context.close();
    } finally {
      await required(false);
    }
  });
});
