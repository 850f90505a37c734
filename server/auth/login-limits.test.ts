import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../tests/support/test-databases";
import { createRequestKeys } from "../http/request-keys";
import { type Attempt, LOGIN_LIMITS, loginLimits } from "./login-limits";

const requestKeys = createRequestKeys("k".repeat(32));
type Allowed = Extract<Attempt, { allowed: true }>;

function allowed(attempt: Attempt): Allowed {
  if (!attempt.allowed) throw new Error(`refused until ${attempt.retryAfter.toISOString()}`);
  return attempt;
}

describe.each(testDatabases("login-limits"))("sign-in limits on $name", (target) => {
  const suite = migratedDatabase(target);
  const limits = () => loginLimits(suite.database.db, requestKeys);
  /** `count` failed checks of `email` from `client` (with a browser's cookie, if given). */
  const fail = async (email: string, client: string, count: number, browser?: string) => {
    const found: string[][] = [];
    for (let index = 0; index < count; index++) {
      found.push(await allowed(await limits().attempt(email, client, browser)).failed());
    }
    return found;
  };

  it("keeps a client out of an account after 5 failures, and only that client", async () => {
    const reached = await fail("rina@example.com", "client a", LOGIN_LIMITS.perClientAndAccount);
    expect(reached).toEqual([[], [], [], [], ["client-and-account"]]);
    const refused = await limits().attempt("rina@example.com", "client a", undefined);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfter.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await limits().attempt("rina@example.com", "client b", undefined)).allowed).toBe(true);
    expect((await limits().attempt("budi@example.com", "client a", undefined)).allowed).toBe(true);
  });

  it("does not count an attempt refused before its check, by a limit or by a busy server", async () => {
    await fail("sari@example.com", "client c", LOGIN_LIMITS.perClientAndAccount - 1);
    for (let index = 0; index < 10; index++) {
      await allowed(await limits().attempt("sari@example.com", "client c", undefined)).abandoned();
    }
    expect(await fail("sari@example.com", "client c", 1)).toEqual([["client-and-account"]]);
    for (let index = 0; index < 10; index++) {
      expect((await limits().attempt("sari@example.com", "client c", undefined)).allowed).toBe(false);
    }
    // Neither the busy refusals nor the limit's counted against the client's total over all accounts.
    const left = LOGIN_LIMITS.perClient - LOGIN_LIMITS.perClientAndAccount;
    for (let index = 0; index < left; index++) await fail(`other${index}@example.com`, "client c", 1);
    expect((await limits().attempt("new@example.com", "client c", undefined)).allowed).toBe(false);
  });

  it("forgets a client's failures on an account when it signs in, but not the account's", async () => {
    await fail("dewi@example.com", "client d", LOGIN_LIMITS.perClientAndAccount - 1);
    const signedIn = await allowed(await limits().attempt("dewi@example.com", "client d", undefined)).succeeded();
    expect(signedIn.browser).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect((await fail("dewi@example.com", "client d", LOGIN_LIMITS.perClientAndAccount)).at(-1)).toEqual([
      "client-and-account",
    ]);
  });

  it("bounds the failures on an account from all clients, but a browser that signed in before has its own", async () => {
    const email = "agus@example.com";
    const { browser } = await allowed(await limits().attempt(email, "home", undefined)).succeeded();
    const perClient = LOGIN_LIMITS.perClientAndAccount;
    const reached: string[][] = [];
    for (let client = 0; client < LOGIN_LIMITS.perAccount / perClient; client++) {
      reached.push(...(await fail(email, `attacker ${client}`, perClient)));
    }
    expect(reached.at(-1)).toEqual(["client-and-account", "account"]);
    expect((await limits().attempt(email, "new place", undefined)).allowed).toBe(false);
    // The known browser, from anywhere, even from an address that is kept out itself.
    const known = allowed(await limits().attempt(email, "attacker 0", browser));
    expect(known.caller).toEqual({ client: "attacker 0", known: true });
    await known.abandoned();
    // Its cookie names its account, and it has its own 5 failures.
    expect((await limits().attempt("someone-else@example.com", "home", browser)).allowed).toBe(true);
    expect((await fail(email, "home", LOGIN_LIMITS.perKnownBrowser, browser)).at(-1)).toEqual(["known-browser"]);
    expect((await limits().attempt(email, "home", browser)).allowed).toBe(false);
  });

  it("counts concurrent attempts before any is checked", async () => {
    const attempts = await Promise.all(
      Array.from({ length: 30 }, () => limits().attempt("wayan@example.com", "client e", undefined)),
    );
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(LOGIN_LIMITS.perClientAndAccount);
  });
});
