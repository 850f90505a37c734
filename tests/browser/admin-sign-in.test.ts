import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNT } from "../../app/admin/demo-account";
import { loginErrorMessage } from "../../app/admin/spec-texts";
import {
  adminPageOf,
  alertText,
  emailField,
  figuresLoaded,
  fillAndSubmit,
  passwordField,
  submit,
} from "../support/admin-page";
import { browserSuite } from "../support/browser-suite";
import { startServer } from "../support/server";
import { createStaff, login, STAFF, withStaffAccounts } from "../support/staff";

/** The staff page's sign-in form and sessions, in a real browser against the built server. */
const suite = browserSuite();
const DISABLED = { email: "former@example.com", password: STAFF.password };
const LOCKED = "locked@example.com";
const adminPage = adminPageOf(suite);

beforeAll(async () => {
  const { server } = suite;
  await createStaff(server);
  await createStaff(server, DISABLED);
  await withStaffAccounts(server, (accounts) => accounts.setDisabled(DISABLED.email, true));
});

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
    // The next request meets the change: the press of 90d, or one the dashboard makes on its own (its live
    // view's), which may have ended the session before the press, taking the button with it.
    await page.evaluate(() =>
      [...document.querySelectorAll("button")].find((button) => button.textContent === "90d")?.click(),
    );
    expect(await alertText(page)).toBe("Akun telah dinonaktifkan");
    await context.close();
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
