import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../tests/support/test-databases";
import { createRequestKeys } from "../http/request-keys";
import { securityLog } from "../security/log";
import { staffAccounts } from "./accounts";
import { createStaffAuth } from "./index";
import { LOGIN_LIMITS } from "./login-limits";
import type { PasswordResult, Requester, SecondStepResult, SignedInNow } from "./sign-in";

const PASSWORD = "a strong password 1";
const TOKEN = "s".repeat(40);
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

function signedIn(result: PasswordResult | SecondStepResult): SignedInNow {
  if (result.outcome !== "signed-in") throw new Error(`not signed in: ${JSON.stringify(result)}`);
  return result;
}

describe.each(testDatabases("sign-in"))("the steps of sign-in on $name", (target) => {
  const suite = migratedDatabase(target);
  const parts = (distinctErrors = false) => {
    const { db } = suite.database;
    const accounts = staffAccounts(db, "test");
    const auth = createStaffAuth({
      db,
      mode: "production",
      session: { idleMs: 3_600_000, maxMs: 8 * 3_600_000 },
      accounts,
      distinctErrors,
      log: securityLog(db, { unrecorded: { count: () => {}, close: () => {} } }),
      requestKeys: createRequestKeys("k".repeat(32)),
      apiKey: undefined,
      hashCost: "test",
      securityToken: TOKEN,
      issuer: "Test",
      siteUrl: "https://example.com",
    });
    return { accounts, auth, signIn: auth.signIn };
  };
  let n = 0;
  const newAccount = async () => {
    const email = `staff${++n}@example.com`;
    return parts().accounts.create({ email, password: PASSWORD });
  };
  const requester = (client = `client ${n}`, extra: Partial<Requester> = {}): Requester => ({
    client,
    knownBrowser: undefined,
    session: undefined,
    ...extra,
  });
  /** The security log's events about `email` (those of one millisecond in any order). */
  const logged = async (email: string) =>
    (await suite.database.db.selectFrom("security_events").select(["type", "details"]).orderBy("occurred_at").execute())
      .map((row): Record<string, unknown> => ({ type: row.type, ...JSON.parse(row.details) }))
      .filter((event) => event.email === email);

  it("starts a session for a right password, ends the one the browser brought and logs the sign-in", async () => {
    const account = await newAccount();
    const { signIn, accounts } = parts();
    const first = signedIn(await signIn.password(account.email, PASSWORD, requester()));
    expect(first.answer).toMatchObject({ user: { uid: account.id, email: account.email }, mustEnrol: false });
    expect(first.session.expiresAt).toBeGreaterThan(Date.now());
    expect(first.browser.token).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect((await accounts.findById(account.id))?.last_sign_in_at).not.toBeNull();

    const second = signedIn(
      await signIn.password(account.email, PASSWORD, requester(undefined, { session: first.session.token })),
    );
    expect(second.session.token).not.toBe(first.session.token);
    const { db } = suite.database;
    expect(
      await db.selectFrom("staff_sessions").select("id").where("account_id", "=", account.id).execute(),
    ).toHaveLength(1);
    expect((await logged(account.email)).map((event) => event.type)).toEqual(["auth.signed_in", "auth.signed_in"]);
  });

  it("refuses wrong passwords, unknown addresses and disabled accounts alike unless told to say which", async () => {
    const account = await newAccount();
    const disabled = await newAccount();
    await parts().accounts.setDisabled(disabled.email, true);
    for (const distinct of [false, true]) {
      const { signIn } = parts(distinct);
      const reasons = [
        await signIn.password(account.email, "not the password", requester()),
        await signIn.password("nobody@example.com", PASSWORD, requester()),
        await signIn.password(disabled.email, PASSWORD, requester()),
      ].map((result) => (result.outcome === "refused" ? result.reason : result.outcome));
      expect(reasons).toEqual(
        distinct
          ? ["wrong-password", "user-not-found", "user-disabled"]
          : ["invalid-credential", "invalid-credential", "invalid-credential"],
      );
    }
    expect(await logged(account.email)).toMatchObject([
      { type: "auth.sign_in_failed", reason: "wrong-password" },
      { type: "auth.sign_in_failed", reason: "wrong-password" },
    ]);
    expect(await logged(disabled.email)).toMatchObject([
      { type: "auth.sign_in_refused", reason: "user-disabled" },
      { type: "auth.sign_in_refused", reason: "user-disabled" },
    ]);
  });

  it("keeps a client out of an account past the limit, a right password included", async () => {
    const account = await newAccount();
    const { signIn } = parts();
    for (let index = 0; index < LOGIN_LIMITS.perClientAndAccount; index++) {
      expect((await signIn.password(account.email, "wrong", requester("limited client"))).outcome).toBe("refused");
    }
    const limited = await signIn.password(account.email, PASSWORD, requester("limited client"));
    expect(limited.outcome).toBe("limited");
    expect((await logged(account.email)).map((event) => event.type)).toContain("auth.too_many_attempts");
    expect((await signIn.password(account.email, PASSWORD, requester("another client"))).outcome).toBe("signed-in");
  });

  it("asks an account with a second factor for it, and signs in once with a right code", async () => {
    const account = await newAccount();
    const { auth, signIn } = parts();
    const { secret } = (await auth.secondFactors.totp.setUp(account.id, account.email)) ?? { secret: "" };
    expect(await auth.secondFactors.totp.confirm(account.id, await codeAt(secret))).toBe(true);

    const asked = await signIn.password(account.email, PASSWORD, requester());
    if (asked.outcome !== "second-step") throw new Error(asked.outcome);
    expect(asked.methods).toEqual(["totp"]);
    const { token } = asked.pending;

    expect(await signIn.secondStep(token, { method: "totp", code: "000000" }, requester(), undefined)).toEqual({
      outcome: "failed",
      method: "totp",
    });
    const code = await codeAt(secret, 1);
    const done = signedIn(await signIn.secondStep(token, { method: "totp", code }, requester(), undefined));
    expect(done.answer.user.uid).toBe(account.id);
    // The pending sign-in is used up.
    expect((await signIn.secondStep(token, { method: "totp", code }, requester(), undefined)).outcome).toBe("gone");
    const events = await logged(account.email);
    expect(events.map((event) => event.type).sort()).toEqual([
      "auth.password_accepted",
      "auth.second_factor_failed",
      "auth.signed_in",
    ]);
    expect(events.find((event) => event.type === "auth.signed_in")).toMatchObject({ method: "totp" });
  });

  it("ends a pending sign-in whose account was disabled meanwhile, and knows no other", async () => {
    const account = await newAccount();
    const { auth, signIn, accounts } = parts();
    await auth.secondFactors.recovery.replace(account.id);
    const { secret } = (await auth.secondFactors.totp.setUp(account.id, account.email)) ?? { secret: "" };
    await auth.secondFactors.totp.confirm(account.id, await codeAt(secret));
    const asked = await signIn.password(account.email, PASSWORD, requester());
    if (asked.outcome !== "second-step") throw new Error(asked.outcome);
    await accounts.setDisabled(account.email, true);
    const step = { method: "recovery", code: "unused" } as const;
    expect((await signIn.secondStep(asked.pending.token, step, requester(), undefined)).outcome).toBe("disabled");
    expect((await signIn.secondStep(asked.pending.token, step, requester(), undefined)).outcome).toBe("gone");
    expect((await signIn.secondStep(undefined, step, requester(), undefined)).outcome).toBe("gone");
    expect((await signIn.passkeyOptions("x".repeat(43), undefined)).outcome).toBe("gone");
  });
});
