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

describe("staff passwords", () => {
  it("verifies the password a hash was made from and nothing else", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain("correct");
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    const [first, second] = await Promise.all([hashPassword("same password 1"), hashPassword("same password 1")]);
    expect(first).not.toBe(second);
  });

  it("refuses malformed hashes and takes the time of a check when there is no account", async () => {
    expect(await verifyPassword("anything at all", "md5$abc")).toBe(false);
    const hash = await prepareDummyHash();
    const timed = async (check: () => Promise<boolean>) => {
      const started = performance.now();
      expect(await check()).toBe(false);
      return performance.now() - started;
    };
    const real = await timed(() => verifyPassword("anything at all", hash));
    const nothing = await timed(() => verifyAgainstNothing("anything at all"));
    expect(nothing).toBeGreaterThan(real * 0.5);
    expect(nothing).toBeLessThan(real * 2);
  });

  it("runs a few checks at a time and refuses a flood of them", async () => {
    const hash = await prepareDummyHash();
    const results = await Promise.allSettled(Array.from({ length: 40 }, () => verifyPassword("a guess at it", hash)));
    const busy = results.filter((result) => result.status === "rejected");
    // A few run, a few more wait, the rest are refused at once.
    const admitted = PASSWORD_CHECKS.concurrent + PASSWORD_CHECKS.waiting;
    expect(busy).toHaveLength(40 - admitted);
    for (const result of busy) expect((result as PromiseRejectedResult).reason).toBeInstanceOf(PasswordChecksBusy);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(admitted);
    expect(await verifyPassword("a guess at it", hash)).toBe(false);
  }, 30_000);

  it("asks for at least 12 characters", () => {
    expect(passwordProblem("short pass1")).toMatch(/at least 12/);
    expect(passwordProblem("twelve chars")).toBeNull();
    expect(passwordProblem("x".repeat(257))).toMatch(/at most 256/);
  });
});
