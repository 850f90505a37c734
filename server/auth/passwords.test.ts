import { describe, expect, it } from "vitest";
import { hashPassword, passwordProblem, verifyAgainstNothing, verifyPassword } from "./passwords";

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
    const started = performance.now();
    expect(await verifyAgainstNothing("anything at all")).toBe(false);
    expect(performance.now() - started).toBeGreaterThan(50);
  });

  it("asks for at least 12 characters", () => {
    expect(passwordProblem("short pass1")).toMatch(/at least 12/);
    expect(passwordProblem("twelve chars")).toBeNull();
    expect(passwordProblem("x".repeat(257))).toMatch(/at most 256/);
  });
});
