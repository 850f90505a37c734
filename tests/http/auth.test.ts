import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiError, errorCode } from "../support/api-error";
import { queryDatabase } from "../support/database";
import { type RunningServer, startServer } from "../support/server";
import { createStaff, login, STAFF, sessionCookieOf, signIn, withStaffAccounts } from "../support/staff";

const STAFF_ENDPOINTS = [
  "/api/analytics/summary?period=7d",
  "/api/analytics/export?period=30d",
  "/api/analytics/live",
  "/api/security/summary?period=7d",
  "/api/newsletter/subscribers",
];

const get = (server: RunningServer, path: string, cookie?: string) =>
  fetch(server.url + path, { headers: cookie ? { cookie } : {} });

/** The security log's refused sign-ins (a disabled account's right password), oldest first. */
const refusedSignIns = (server: RunningServer) =>
  queryDatabase<{ details: string }>(
    server.dataDir,
    "select details from security_events where type = 'auth.sign_in_refused' order by occurred_at",
  ).map((row) => JSON.parse(row.details));

async function sessionUser(server: RunningServer, cookie?: string) {
  return ((await (await get(server, "/api/auth/session", cookie)).json()) as { user: { email: string } | null }).user;
}

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
  await createStaff(server);
});
afterAll(async () => {
  await server.stop();
});

describe("staff sign-in", () => {
  it("signs in with the right password, answers the user of docs/PRODUCT.md and sets a safe session cookie", async () => {
    const response = await login(server, { email: "  Staff@Example.COM ", password: STAFF.password });
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: Record<string, unknown> };
    expect(user).toMatchObject({
      email: STAFF.email,
      displayName: "staff",
      photoURL: null,
      emailVerified: false,
      isAnonymous: false,
    });
    expect(user.uid).toMatch(/^[\w-]{20}$/);
    const metadata = user.metadata as { creationTime: string; lastSignInTime: string };
    expect(Date.parse(metadata.creationTime)).toBeLessThanOrEqual(Date.parse(metadata.lastSignInTime));

    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^__Host-session=[\w-]{43}; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const sessionCookie = sessionCookieOf(response);
    expect((await sessionUser(server, sessionCookie))?.email).toBe(STAFF.email);
    expect(await sessionUser(server)).toBeNull();
  });

  it("gives a new session at every sign-in and ends the one the browser brought", async () => {
    const first = await signIn(server);
    const again = await login(server, STAFF, { cookie: first });
    const second = sessionCookieOf(again);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(await sessionUser(server, first)).toBeNull();
    expect((await sessionUser(server, second))?.email).toBe(STAFF.email);
  });

  it("ends the session on the server at logout", async () => {
    const cookie = await signIn(server);
    expect((await get(server, "/api/analytics/summary?period=7d", cookie)).status).toBe(200);
    const out = await fetch(`${server.url}/api/auth/logout`, { method: "POST", headers: { cookie } });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()[0]).toMatch(/^__Host-session=; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect(await sessionUser(server, cookie)).toBeNull();
    expect((await get(server, "/api/analytics/summary?period=7d", cookie)).status).toBe(401);
  });

  it("answers 401 on every staff endpoint without a session, or with a forged one", async () => {
    for (const path of STAFF_ENDPOINTS) {
      for (const cookie of [undefined, `__Host-session=${"A".repeat(43)}`, "__Host-session=' OR 1=1 --"]) {
        const response = await get(server, path, cookie);
        expect(response.status, `${path} ${cookie}`).toBe(401);
        expect(await response.json()).toEqual(apiError("auth/unauthenticated"));
      }
    }
  });

  it("answers the same for an unknown e-mail and a wrong password, so accounts cannot be found out", async () => {
    const unknown = await login(server, { email: "nobody@example.com", password: STAFF.password });
    const wrong = await login(server, { email: STAFF.email, password: "not the password at all" });
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    expect(await unknown.json()).toEqual(apiError("auth/invalid-credential"));
    expect(await wrong.json()).toEqual(apiError("auth/invalid-credential"));
    await withStaffAccounts(server, async (accounts) => {
      // The wrong password above counts as one failure; a success clears it for the next tests.
      await signIn(server);
      expect((await accounts.find(STAFF.email))?.last_sign_in_at).not.toBeNull();
    });
  });

  it("refuses bad input with a 4xx and a code, never a 5xx", async () => {
    const cases: [unknown, number, string][] = [
      [{ email: "staff@localhost", password: "x" }, 400, "auth/invalid-email"],
      [{ email: "", password: "x" }, 400, "auth/invalid-email"],
      [{ password: "x" }, 400, "auth/invalid-email"],
      [{ email: ["staff@example.com"], password: "x" }, 400, "auth/invalid-email"],
      [{ email: "' OR '1'='1' --@example.com", password: "x" }, 400, "auth/invalid-email"],
      [{ email: "<script>alert(1)</script>@example.com", password: "x" }, 400, "auth/invalid-email"],
      [{ email: STAFF.email }, 400, "auth/missing-password"],
      [{ email: STAFF.email, password: 12345678901234 }, 400, "auth/missing-password"],
      [[1, 2, 3], 400, "auth/invalid-request"],
      ["null", 400, ""],
      ["{not json", 400, ""],
    ];
    for (const [body, status, code] of cases) {
      const response = await login(server, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      const answer: unknown = await response.json();
      if (code) expect(errorCode(answer), JSON.stringify(body)).toBe(code);
    }
    const form = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `email=${STAFF.email}&password=x`,
    });
    expect(form.status).toBe(415);
    const huge = await login(server, { email: STAFF.email, password: "x".repeat(20_000) });
    expect(huge.status).toBe(413);
    const sqlPassword = await login(server, {
      email: "robert@example.com",
      password: "'); DROP TABLE staff_accounts; --",
    });
    expect(sqlPassword.status).toBe(401);
    expect(await signIn(server)).toMatch(/^__Host-session=/);
  });

  it("answers odd queries and methods on the staff endpoints with a 4xx, never a 5xx", async () => {
    const cookie = await signIn(server);
    const periods = [
      "",
      "1d",
      "' OR 1=1 --",
      "<script>alert(1)</script>",
      "7d'; DROP TABLE analytics_events; --",
      "\u0000",
    ];
    for (const path of ["/api/analytics/summary", "/api/analytics/export", "/api/security/summary"]) {
      for (const period of periods) {
        const response = await get(server, `${path}?period=${encodeURIComponent(period)}`, cookie);
        expect(response.status, `${path} ${period}`).toBe(400);
      }
      expect((await get(server, `${path}?period=7d&period=30d`, cookie)).status).toBe(400);
      const posted = await fetch(`${server.url}${path}?period=7d`, { method: "POST", headers: { cookie } });
      expect(posted.status).toBe(404);
    }
    expect((await get(server, "/api/analytics/summary?period=90d", cookie)).status).toBe(200);
  });

  it("refuses sign-in and sign-out from other sites' pages", async () => {
    const foreign: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of foreign) {
      const response = await login(server, STAFF, headers);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(apiError("auth/invalid-origin"));
    }
    expect((await login(server, STAFF, { origin: server.url })).status).toBe(200);
    const cookie = await signIn(server);
    const out = await fetch(`${server.url}/api/auth/logout`, {
      method: "POST",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(out.status).toBe(403);
    expect(await sessionUser(server, cookie)).not.toBeNull();
  });

  it("tells anyone only whether sign-in is available, and signed-in staff the diagnostics of docs/PRODUCT.md", async () => {
    const anonymous = await get(server, "/api/auth/status");
    expect(anonymous.status).toBe(200);
    // No version, no database, no word on whether accounts exist, no echo of the Host header.
    expect(await anonymous.json()).toEqual({ authInitialized: true });
    const staff = await get(server, "/api/auth/status", await signIn(server));
    expect(await staff.json()).toEqual({
      currentDomain: "127.0.0.1",
      isLocalhost: true,
      isDev: false,
      authInitialized: true,
      authExists: true,
      useMockAuth: false,
      useFirebaseAuthReal: true,
    });
  });
});

describe("a disabled account", () => {
  const email = "leaver@example.com";
  it("cannot sign in, and its old session gets 403 from every staff endpoint", async () => {
    await createStaff(server, { email });
    const cookie = await signIn(server, email);
    expect((await get(server, "/api/newsletter/subscribers", cookie)).status).toBe(200);
    await withStaffAccounts(server, (accounts) => accounts.setDisabled(email, true));

    for (const path of STAFF_ENDPOINTS) {
      const response = await get(server, path, cookie);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual(apiError("auth/user-disabled"));
    }
    expect(await sessionUser(server, cookie)).toBeNull();
    // The right password is answered as a wrong one, so that the answer tells nobody the password is right.
    for (const password of [STAFF.password, "a wrong password"]) {
      const refused = await login(server, { email, password });
      expect(refused.status, password).toBe(401);
      expect(await refused.json(), password).toEqual(apiError("auth/invalid-credential"));
    }
    // The operator still sees that the disabled account's password was given.
    expect(refusedSignIns(server)).toEqual([{ email, reason: "user-disabled" }]);

    // Enabling the account again does not bring the old session back.
    await withStaffAccounts(server, (accounts) => accounts.setDisabled(email, false));
    expect((await get(server, "/api/newsletter/subscribers", cookie)).status).toBe(401);
    expect((await signIn(server, email)).length).toBeGreaterThan(0);
  });
});

describe("settings", () => {
  it("names the wrong part when AUTH_DISTINCT_ERRORS is on", async () => {
    const distinct = await startServer({ AUTH_DISTINCT_ERRORS: "true" });
    try {
      await createStaff(distinct);
      expect(await (await login(distinct, { email: "nobody@example.com", password: "whatever it is" })).json()).toEqual(
        apiError("auth/user-not-found"),
      );
      expect(await (await login(distinct, { email: STAFF.email, password: "whatever it is" })).json()).toEqual(
        apiError("auth/wrong-password"),
      );
      const email = "disabled@example.com";
      await createStaff(distinct, { email });
      await withStaffAccounts(distinct, (accounts) => accounts.setDisabled(email, true));
      const disabled = await login(distinct, { email, password: STAFF.password });
      expect(disabled.status).toBe(403);
      expect(await disabled.json()).toEqual(apiError("auth/user-disabled"));
      expect(refusedSignIns(distinct)).toEqual([{ email, reason: "user-disabled" }]);
    } finally {
      await distinct.stop();
    }
  });

  it("ends a session unused for the idle time, and any session at the absolute time", async () => {
    // Each clock on a server of its own, so that the other cannot be what ended the session.
    const IDLE_MS = 3000;
    const MAX_MS = 3600;
    const [idle, absolute] = await Promise.all([
      startServer({ SESSION_IDLE_MINUTES: String(IDLE_MS / 60_000) }),
      startServer({ SESSION_MAX_HOURS: String(MAX_MS / 3_600_000) }),
    ]);
    try {
      await Promise.all([createStaff(idle), createStaff(absolute)]);
      const before = Date.now();
      const unused = await signIn(idle);
      const user = await sessionUser(idle, unused);
      // Read before the idle time had passed (the time is measured, not assumed), the session is alive.
      if (Date.now() - before < IDLE_MS) expect(user?.email).toBe(STAFF.email);
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS + 100));
      expect(await sessionUser(idle, unused)).toBeNull();

      // Used all along, the session still ends at the absolute time, and not before.
      const started = Date.now();
      const used = await signIn(absolute);
      await expect.poll(() => sessionUser(absolute, used), { timeout: 30_000, interval: 200 }).toBeNull();
      expect(Date.now() - started).toBeGreaterThanOrEqual(MAX_MS);
    } finally {
      await Promise.all([idle.stop(), absolute.stop()]);
    }
  });

  it("removes a demo account at production start and never signs it in", async () => {
    const email = "demo@nusantaradigital.co.id";
    const first = await startServer();
    await createStaff(first, { email, demo: true });
    expect((await login(first, { email, password: STAFF.password })).status).toBe(401);
    await first.stop({ keepData: true });
    const second = await startServer({ DATA_DIR: first.dataDir });
    try {
      expect(await withStaffAccounts(first, (accounts) => accounts.find(email))).toBeUndefined();
      // The server says so in its log, which may reach the test just after the server reports that it listens.
      await expect.poll(() => second.output()).toMatch(/removed the development demo account/);
    } finally {
      await second.stop();
      first.removeData();
    }
  });
});
