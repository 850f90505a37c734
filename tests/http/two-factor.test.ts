import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SecondFactorNeeded, SecondFactorsSummary, SignedIn } from "../../app/admin/types";
import { SECOND_FACTOR_LIMITS } from "../../server/auth/second-factors/limits";
import { openDatabase } from "../../server/db/database";
import { apiError } from "../support/api-error";
import { scratchPostgresDatabase } from "../support/scratch-postgres";
import { type RunningServer, SECURITY_SETTINGS, startServer } from "../support/server";
import { cookieOf, createStaff, login, sessionCookieOf, signIn } from "../support/staff";

const postgresUrl = process.env.TEST_DATABASE_URL;
const TARGETS = ["sqlite", ...(postgresUrl ? ["postgres"] : [])] as const;

const ADMIN = { email: "admin@example.com", password: "the admin's password 1" } as const;
const VIEWER = { email: "viewer@example.com", password: "the viewer's password 1" } as const;
const GUESSED = { email: "guessed@example.com", password: "the guessed password 1" } as const;
const OWNER = { email: "owner@example.com", password: "the owner's password 1" } as const;
const PENDING_COOKIE = "__Secure-second-factor";
const BROWSER_COOKIE = "__Secure-staff-browser";

/** The app's code `steps` time steps from now (30 s each), as an authenticator app would show it then. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe.each(TARGETS)("two-factor sign-in on %s", (name) => {
  const suite = {} as { server: RunningServer; databaseUrl?: string };
  let drop = async () => {};
  beforeAll(async () => {
    if (name === "postgres") {
      const scratch = await scratchPostgresDatabase(postgresUrl ?? "", "two_factor");
      suite.databaseUrl = scratch.url;
      drop = scratch.drop;
    }
    // Clients told apart by X-Forwarded-For, as behind a proxy.
    const settings = { ...SECURITY_SETTINGS, TRUST_PROXY: "1" };
    suite.server = await startServer(suite.databaseUrl ? { DATABASE_URL: suite.databaseUrl, ...settings } : settings);
    // The first account is an admin, the others viewers.
    for (const account of [ADMIN, VIEWER, GUESSED, OWNER]) {
      await createStaff(suite.server, { ...account, databaseUrl: suite.databaseUrl });
    }
  });
  afterAll(async () => {
    await suite.server?.stop();
    await drop();
  });

  const get = (path: string, cookie: string) => fetch(suite.server.url + path, { headers: { cookie } });
  const send = (method: string, path: string, cookie: string | undefined, body?: unknown) =>
    fetch(suite.server.url + path, {
      method,
      headers: { ...(cookie ? { cookie } : {}), origin: suite.server.url, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  /** The password step of an account with a second factor: its methods and the pending cookie. */
  async function password(account: { email: string; password: string }) {
    const response = await login(suite.server, account);
    expect(response.status).toBe(200);
    expect(sessionCookieOf(response)).toBeUndefined();
    const pending = cookieOf(response, PENDING_COOKIE);
    expect(pending).toMatch(/^__Secure-second-factor=[\w-]{43}$/);
    const [header] = response.headers.getSetCookie();
    expect(header).toMatch(/Path=\/api\/auth\/second-factor; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$/);
    return { ...((await response.json()) as SecondFactorNeeded), pending: pending ?? "" };
  }
  const secondStep = (pending: string | undefined, body: unknown) =>
    send("POST", "/api/auth/second-factor", pending, body);
  /** Sets up the app for a signed-in account; answers its secret and first recovery codes. */
  async function enrol(session: string) {
    const setUp = await send("POST", "/api/auth/factors/totp", session);
    expect(setUp.status).toBe(200);
    const { secret, uri, qrCode } = (await setUp.json()) as { secret: string; uri: string; qrCode: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(",")[1] ?? "", "base64").toString()).toMatch(/^<svg [^>]*viewBox=/);
    // Not active until confirmed with a code.
    expect(((await (await get("/api/auth/factors", session)).json()) as SecondFactorsSummary).totp).toBe(false);
    expect((await send("POST", "/api/auth/factors/totp/confirm", session, { code: "000000" })).status).toBe(400);
    const confirmedWith = await codeAt(secret);
    const confirmed = await send("POST", "/api/auth/factors/totp/confirm", session, { code: confirmedWith });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    return { secret, recoveryCodes, confirmedWith };
  }
  async function logged(type: string): Promise<Record<string, unknown>[]> {
    const database = openDatabase({ dataDir: suite.server.dataDir, databaseUrl: suite.databaseUrl });
    try {
      const rows = await database.db.selectFrom("security_events").select("details").where("type", "=", type).execute();
      return rows.map((row) => JSON.parse(row.details));
    } finally {
      await database.close();
    }
  }

  it("asks an account with an app for its code after the password, refuses a used code, and signs in with a new one", async () => {
    const { secret, recoveryCodes, confirmedWith } = await enrol(
      await signIn(suite.server, ADMIN.email, ADMIN.password),
    );
    const summary = (await (
      await get("/api/auth/factors", await signIn(suite.server, VIEWER.email, VIEWER.password))
    ).json()) as SecondFactorsSummary;
    expect(summary).toMatchObject({ totp: false, recoveryCodesLeft: 0, passkeys: [], mayChangeRequirement: false });

    const { secondFactor, pending } = await password(ADMIN);
    expect(secondFactor.methods).toEqual(["totp", "recovery"]);
    // The secret is sealed in the database, not stored as given.
    const database = openDatabase({ dataDir: suite.server.dataDir, databaseUrl: suite.databaseUrl });
    const stored = await database.db.selectFrom("staff_totp").select("secret").executeTakeFirstOrThrow();
    await database.close();
    expect(stored.secret).not.toContain(secret);
    expect(stored.secret).toMatch(/^v1\./);

    // Without the pending cookie the step has expired; junk is a 400.
    expect(await (await secondStep(undefined, { method: "totp", code: "123456" })).json()).toEqual(
      apiError("auth/second-factor-expired"),
    );
    for (const junk of [{}, { method: "sms" }, { method: "totp" }, { method: "passkey", response: {} }]) {
      expect((await secondStep(pending, junk)).status).toBe(400);
    }
    // The code that confirmed the app was used: refused (the very code, even if its 30 s step has passed since).
    const replayed = await secondStep(pending, { method: "totp", code: confirmedWith });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual(apiError("auth/invalid-code"));

    const next = await codeAt(secret, 1);
    const done = await secondStep(pending, { method: "totp", code: next });
    expect(done.status).toBe(200);
    expect(((await done.json()) as SignedIn).user.email).toBe(ADMIN.email);
    const session = sessionCookieOf(done) ?? "";
    expect((await get("/api/analytics/summary?period=7d", session)).status).toBe(200);
    expect(done.headers.getSetCookie().some((cookie) => cookie.startsWith(`${PENDING_COOKIE}=;`))).toBe(true);
    // The pending sign-in is over; the same code again, in a new one, is refused.
    expect((await secondStep(pending, { method: "totp", code: next })).status).toBe(401);
    const again = await password(ADMIN);
    expect((await secondStep(again.pending, { method: "totp", code: next })).status).toBe(401);

    // A recovery code works once.
    const [recovery] = recoveryCodes;
    const withRecovery = await secondStep(again.pending, { method: "recovery", code: recovery?.toUpperCase() });
    expect(withRecovery.status).toBe(200);
    const third = await password(ADMIN);
    expect(await (await secondStep(third.pending, { method: "recovery", code: recovery })).json()).toEqual(
      apiError("auth/invalid-code"),
    );
    const adminSession = sessionCookieOf(withRecovery) ?? "";
    expect(
      ((await (await get("/api/auth/factors", adminSession)).json()) as SecondFactorsSummary).recoveryCodesLeft,
    ).toBe(9);
    expect(await logged("auth.signed_in")).toContainEqual({ email: ADMIN.email, method: "recovery" });
    expect(await logged("auth.second_factor_failed")).toContainEqual({ email: ADMIN.email, method: "totp" });

    // Removing the app takes the password (or a code); then the password alone signs in.
    expect((await send("POST", "/api/auth/factors/totp/remove", adminSession, {})).status).toBe(400);
    const wrong = await send("POST", "/api/auth/factors/totp/remove", adminSession, { password: "not the password 1" });
    expect(await wrong.json()).toEqual(apiError("auth/wrong-password"));
    expect(
      (await send("POST", "/api/auth/factors/totp/remove", adminSession, { password: ADMIN.password })).status,
    ).toBe(204);
    const plain = await login(suite.server, ADMIN);
    expect(sessionCookieOf(plain)).toBeDefined();
    expect(((await plain.json()) as SignedIn).mustEnrol).toBe(false);
    expect(
      ((await (await get("/api/auth/factors", adminSession)).json()) as SecondFactorsSummary).recoveryCodesLeft,
    ).toBe(0);
  });

  it("keeps a client out of the second step after too many wrong codes", async () => {
    const { secret } = await enrol(await signIn(suite.server, GUESSED.email, GUESSED.password));
    const { pending } = await password(GUESSED);
    const wrong = async () => {
      const right = await codeAt(secret);
      return right === "123456" ? "654321" : "123456";
    };
    for (let index = 0; index < SECOND_FACTOR_LIMITS.perClientAndAccount; index++) {
      const response = await secondStep(pending, { method: "totp", code: await wrong() });
      expect(response.status).toBe(401);
    }
    const refused = await secondStep(pending, { method: "totp", code: await codeAt(secret, 1) });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(apiError("auth/too-many-requests"));
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(await logged("auth.too_many_attempts")).toContainEqual({
      email: GUESSED.email,
      limits: ["client-and-account"],
      step: "second-factor",
    });
  });

  it("does not let someone with the password keep the owner's browser out of the second step", async () => {
    // The owner signs in (which makes the browser known to the account) and sets up the app.
    const first = await login(suite.server, OWNER);
    const browser = cookieOf(first, BROWSER_COOKIE) ?? "";
    expect(browser).not.toBe("");
    const { secret } = await enrol(sessionCookieOf(first) ?? "");
    const from = (address: string) => ({ "x-forwarded-for": address });
    const right = await codeAt(secret);
    const wrong = right === "123456" ? "654321" : "123456";
    const stepFrom = (address: string, cookie: string, code: string) =>
      fetch(`${suite.server.url}/api/auth/second-factor`, {
        method: "POST",
        headers: { cookie, origin: suite.server.url, "content-type": "application/json", ...from(address) },
        body: JSON.stringify({ method: "totp", code }),
      });
    const pendingFrom = async (address: string, cookie?: string) => {
      const response = await login(suite.server, OWNER, { ...from(address), ...(cookie ? { cookie } : {}) });
      expect(response.status).toBe(200);
      return cookieOf(response, PENDING_COOKIE) ?? "";
    };

    // Someone with the password, from two addresses, uses up the account's wrong codes (the wrong code of
    // the set-up above counted too, so the last may already be refused).
    for (const address of ["203.0.113.21", "203.0.113.22"]) {
      const pending = await pendingFrom(address);
      for (let index = 0; index < SECOND_FACTOR_LIMITS.perClientAndAccount; index++) {
        expect([401, 429]).toContain((await stepFrom(address, pending, wrong)).status);
      }
    }
    expect(await logged("auth.too_many_attempts")).toContainEqual({
      email: OWNER.email,
      limits: expect.arrayContaining(["account"]),
      step: "second-factor",
    });
    // A browser unknown to the account is kept out, with the right code too.
    const stranger = await pendingFrom("203.0.113.23");
    expect((await stepFrom("203.0.113.23", stranger, await codeAt(secret, 1))).status).toBe(429);

    // The owner's browser has a count of its own, and signs in.
    const owners = await pendingFrom("198.51.100.21", browser);
    const done = await stepFrom("198.51.100.21", `${owners}; ${browser}`, await codeAt(secret, 1));
    expect(done.status).toBe(200);
    expect(((await done.json()) as SignedIn).user.email).toBe(OWNER.email);
    // The cookie's path is the one both steps of sign-in share, so that a browser sends it to each.
    expect(first.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${browser}; Path=/api/auth; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$`),
      ),
    );
  });

  it("lets an admin require a second factor: an account without one may then only set one up", async () => {
    const admin = await signIn(suite.server, ADMIN.email, ADMIN.password);
    const viewer = await signIn(suite.server, VIEWER.email, VIEWER.password);
    expect((await send("PUT", "/api/auth/factors/requirement", viewer, { required: true })).status).toBe(403);
    expect((await send("PUT", "/api/auth/factors/requirement", admin, { required: "yes" })).status).toBe(400);
    expect((await send("PUT", "/api/auth/factors/requirement", admin, { required: true })).status).toBe(204);
    expect(await logged("auth.second_factor_requirement_changed")).toContainEqual({
      email: ADMIN.email,
      required: true,
    });

    const refused = await get("/api/analytics/summary?period=7d", viewer);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(apiError("auth/second-factor-required"));
    expect(((await (await get("/api/auth/session", viewer)).json()) as SignedIn).mustEnrol).toBe(true);
    const signedIn = (await (await login(suite.server, VIEWER)).json()) as SignedIn;
    expect(signedIn.mustEnrol).toBe(true);
    const summary = (await (await get("/api/auth/factors", viewer)).json()) as SecondFactorsSummary;
    expect(summary.required).toBe(true);

    await enrol(viewer);
    expect((await get("/api/analytics/summary?period=7d", viewer)).status).toBe(200);
    expect(((await (await get("/api/auth/session", viewer)).json()) as SignedIn).mustEnrol).toBe(false);

    // An admin without a second factor may only set one up: not turn the requirement off to escape it.
    const turnedOff = await send("PUT", "/api/auth/factors/requirement", admin, { required: false });
    expect(turnedOff.status).toBe(403);
    expect(await turnedOff.json()).toEqual(apiError("auth/second-factor-required"));
    expect(((await (await get("/api/auth/factors", viewer)).json()) as SecondFactorsSummary).required).toBe(true);
    await enrol(admin);
    expect((await send("PUT", "/api/auth/factors/requirement", admin, { required: false })).status).toBe(204);
    expect(await logged("auth.second_factor_requirement_changed")).toContainEqual({
      email: ADMIN.email,
      required: false,
    });
    // The admin signs in with the password alone again in the next test.
    const removed = await send("POST", "/api/auth/factors/totp/remove", admin, { password: ADMIN.password });
    expect(removed.status).toBe(204);
  });

  it("answers junk on the security settings with 4xx", async () => {
    for (const path of [
      "/api/auth/factors/totp/confirm",
      "/api/auth/factors/passkeys",
      "/api/auth/factors/recovery-codes",
    ]) {
      expect((await send("POST", path, undefined, { code: 1 })).status).toBe(401);
    }
    const admin = await signIn(suite.server, ADMIN.email, ADMIN.password);
    for (const body of [{ code: 1 }, [], { name: "x".repeat(200), response: {} }]) {
      const status = (await send("POST", "/api/auth/factors/passkeys", admin, body)).status;
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    expect((await send("PATCH", "/api/auth/factors/passkeys/nothing", admin, { name: "Laptop" })).status).toBe(404);
    expect((await send("POST", "/api/auth/factors/passkeys/nothing/remove", admin, { password: "x" })).status).toBe(
      404,
    );
    expect((await send("POST", "/api/auth/second-factor/passkey", undefined)).status).toBe(401);
  });
});
