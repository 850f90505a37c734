import { describe, expect, it } from "vitest";
import {
  hashPassword,
  PASSWORD_CHECKS,
  PasswordChecksBusy,
  passwordProblem,
  prepareDummyHash,
  verifyAgainstNothing,
  verifyPassword,
} from "./passwords";

/** A hash's scrypt parameters, `N$r$p`. */
const costOf = (hash: string) => hash.split("$").slice(1, 4).join("$");
/** A hash at the standard cost (the default), made once for the tests: each takes a core for ~0.4 s. */
let standardHash: Promise<string> | undefined;
const hashByDefault = () => {
  standardHash ??= hashPassword("correct horse battery");
  return standardHash;
};

describe("staff passwords", () => {
  it("hashes at the standard cost unless told otherwise, and verifies the password a hash was made from", async () => {
    const hash = await hashByDefault();
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain("correct");
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
  });

  it("hashes at the test cost when asked; such a hash keeps its cost and verifies like any other", async () => {
    const hash = await hashPassword("correct horse battery", "test");
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    const [first, second] = await Promise.all([
      hashPassword("same password 1", "test"),
      hashPassword("same password 1", "test"),
    ]);
    expect(first).not.toBe(second);
  });

  it("refuses malformed hashes, and checks against a hash of the accounts' cost when there is no account", async () => {
    expect(await verifyPassword("anything at all", "md5$abc")).toBe(false);
    // The same parameters make the same work, so the answer's timing cannot tell the two apart.
    const accountHashes = { standard: hashByDefault, test: () => hashPassword("an account's password", "test") };
    for (const cost of ["standard", "test"] as const) {
      expect(costOf(await prepareDummyHash(cost))).toBe(costOf(await accountHashes[cost]()));
    }
    expect(await verifyAgainstNothing("anything at all", "test")).toBe(false);
  });

  it("runs a few checks at a time and refuses a flood of them", async () => {
    const hash = await prepareDummyHash("test");
    const results = await Promise.allSettled(Array.from({ length: 40 }, () => verifyPassword("a guess at it", hash)));
    const busy = results.filter((result) => result.status === "rejected");
    // A few run, a few more wait, the rest are refused at once.
    const admitted = PASSWORD_CHECKS.concurrent + PASSWORD_CHECKS.waiting;
    expect(busy).toHaveLength(40 - admitted);
    for (const result of busy) expect((result as PromiseRejectedResult).reason).toBeInstanceOf(PasswordChecksBusy);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(admitted);
    expect(await verifyPassword("a guess at it", hash)).toBe(false);
  });

  it("gives one client at most its share of the checks, so that a burst from it leaves room for others", async () => {
    const hash = await prepareDummyHash("test");
    const burst = Array.from({ length: 40 }, () =>
      verifyPassword("a guess at it", hash, { client: "attacker", known: false }),
    );
    const staff = verifyPassword("a guess at it", hash, { client: "staff", known: false });
    const results = await Promise.allSettled(burst);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(PASSWORD_CHECKS.perClient);
    for (const result of results.filter((result) => result.status === "rejected"))
      expect(result.reason).toBeInstanceOf(PasswordChecksBusy);
    expect(await staff).toBe(false);
    // The share is given back as checks end.
    expect(await verifyPassword("a guess at it", hash, { client: "attacker", known: false })).toBe(false);
  });

  it("lets a browser known to the account go first, in the place of the last unknown one in a full line", async () => {
    const hash = await prepareDummyHash("test");
    const ended: number[] = [];
    const crowd = Array.from({ length: 40 }, (_, index) =>
      verifyPassword("a guess at it", hash, { client: `client ${index}`, known: false }).then(() => {
        ended.push(index);
      }),
    );
    const known = verifyPassword("a guess at it", hash, { client: "client 0", known: true }).then(() => {
      ended.push(-1);
    });
    const results = await Promise.allSettled([...crowd, known]);
    const admitted = PASSWORD_CHECKS.concurrent + PASSWORD_CHECKS.waiting;
    expect(results.at(-1)?.status).toBe("fulfilled");
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(admitted);
    // The last one in line gave its place; the known browser ended before the rest of the line.
    expect(results[admitted - 1]?.status).toBe("rejected");
    expect(ended.indexOf(-1)).toBeLessThan(ended.indexOf(admitted - 2));
  });

  it("asks for at least 12 characters", () => {
    expect(passwordProblem("short pass1")).toMatch(/at least 12/);
    expect(passwordProblem("twelve chars")).toBeNull();
    expect(passwordProblem("x".repeat(257))).toMatch(/at most 256/);
  });
});
