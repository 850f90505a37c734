import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../../tests/support/test-databases";
import { staffAccounts } from "../accounts";
import { challengeSlots } from "./challenges";
import { staffSecondFactors } from "./index";
import { SECOND_FACTOR_LIMITS, secondFactorLimits } from "./limits";
import { secretBox } from "./secret-box";

const TOKEN = "s".repeat(40);
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe("the secret box", () => {
  it("opens what it sealed, and nothing sealed under another token or altered", () => {
    const box = secretBox(TOKEN);
    const sealed = box.seal("JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(box.open(sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(secretBox("o".repeat(40)).open(sealed)).toBeUndefined();
    // One character of the sealed text changed: its first, whose six bits are all the text's (the last one's
    // may be padding, which decoding ignores).
    const at = sealed.lastIndexOf(".") + 1;
    const altered = `${sealed.slice(0, at)}${sealed[at] === "A" ? "B" : "A"}${sealed.slice(at + 1)}`;
    expect(box.open(altered)).toBeUndefined();
    expect(box.open("junk")).toBeUndefined();
  });
});

describe.each(testDatabases("second-factors"))("second factors on $name", (target) => {
  const suite = migratedDatabase(target);
  const secondFactors = () => staffSecondFactors(suite.database.db, TOKEN, "Test");
  let n = 0;
  const newAccount = async () =>
    (
      await staffAccounts(suite.database.db, "test").create({
        email: `staff${++n}@example.com`,
        password: "a strong password 1",
      })
    ).id;

  it("accepts an app's code once it is confirmed, and no code twice nor an older one", async () => {
    const id = await newAccount();
    const { secret } = (await secondFactors().totp.setUp(id, "staff@example.com")) ?? { secret: "" };
    expect(await secondFactors().totp.verify(id, await codeAt(secret))).toBe(false);
    expect(await secondFactors().methods(id)).toEqual([]);
    expect(await secondFactors().totp.confirm(id, "12345")).toBe(false);
    expect(await secondFactors().totp.confirm(id, await codeAt(secret))).toBe(true);
    expect(await secondFactors().totp.setUp(id, "staff@example.com")).toBeUndefined();
    // The confirming code, and the step before it, are used up; the next step's is good once.
    expect(await secondFactors().totp.verify(id, await codeAt(secret))).toBe(false);
    expect(await secondFactors().totp.verify(id, await codeAt(secret, -1))).toBe(false);
    const next = await codeAt(secret, 1);
    const concurrent = await Promise.all([
      secondFactors().totp.verify(id, next),
      secondFactors().totp.verify(id, next),
    ]);
    expect(concurrent.filter(Boolean)).toHaveLength(1);
    expect(await secondFactors().totp.verify(id, `${next.slice(0, 3)} ${next.slice(3)}`)).toBe(false);
    // Too far ahead is refused.
    expect(await secondFactors().totp.verify(id, await codeAt(secret, 5))).toBe(false);
  });

  it("sets an app up for two requests at once, the last one's secret kept, and never over a confirmed one", async () => {
    const id = await newAccount();
    const both = await Promise.all([
      secondFactors().totp.setUp(id, "staff@example.com"),
      secondFactors().totp.setUp(id, "staff@example.com"),
    ]);
    const secrets = both.map((setUp) => setUp?.secret ?? "");
    expect(secrets.filter(Boolean)).toHaveLength(2);
    const confirmed = await Promise.all(
      secrets.map(async (secret) => secondFactors().totp.confirm(id, await codeAt(secret))),
    );
    expect(confirmed.filter(Boolean)).toHaveLength(1);
    expect(await secondFactors().totp.setUp(id, "staff@example.com")).toBeUndefined();
    expect(await secondFactors().totp.active(id)).toBe(true);
  });

  it("makes recovery codes that work once each, replaced as a set, offered only beside another factor", async () => {
    const id = await newAccount();
    const codes = await secondFactors().recovery.replace(id);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(await secondFactors().methods(id)).toEqual([]);
    const [first, second] = codes;
    expect(await secondFactors().recovery.use(id, (first ?? "").toUpperCase().replace("-", " "))).toBe(true);
    expect(await secondFactors().recovery.use(id, first ?? "")).toBe(false);
    expect(await secondFactors().recovery.left(id)).toBe(9);
    const other = await newAccount();
    expect(await secondFactors().recovery.use(other, second ?? "")).toBe(false);
    await secondFactors().recovery.replace(id);
    expect(await secondFactors().recovery.use(id, second ?? "")).toBe(false);
    expect(await secondFactors().recovery.left(id)).toBe(10);
  });

  it("takes a passkey challenge once, and not after it expired", async () => {
    const slots = challengeSlots(suite.database.db);
    await suite.database.db
      .insertInto("staff_pending_sign_ins")
      .values({ id: "p1", account_id: await newAccount(), expires_at: Date.now() + 60_000 })
      .execute();
    await slots.put("staff_pending_sign_ins", "p1", "challenge-one");
    expect(await slots.take("staff_pending_sign_ins", "p1")).toBe("challenge-one");
    expect(await slots.take("staff_pending_sign_ins", "p1")).toBeUndefined();
    await slots.put("staff_pending_sign_ins", "p1", "challenge-two", Date.now() - 10 * 60_000);
    expect(await slots.take("staff_pending_sign_ins", "p1")).toBeUndefined();
  });

  it("keeps a client out of an account's second step after 5 failures, and all clients after 10", async () => {
    const limits = secondFactorLimits(suite.database.db);
    const fail = async (account: string, client: string) => {
      const attempt = await limits.attempt(account, client);
      if (!attempt.allowed) return "refused";
      return (await attempt.failed()).join(",");
    };
    const reached: string[] = [];
    for (let index = 0; index < SECOND_FACTOR_LIMITS.perClientAndAccount + 1; index++)
      reached.push(await fail("a1", "c1"));
    expect(reached).toEqual(["", "", "", "", "client-and-account", "refused"]);
    for (let index = 0; index < SECOND_FACTOR_LIMITS.perAccount - SECOND_FACTOR_LIMITS.perClientAndAccount; index++) {
      await fail("a1", `c${index + 2}`);
    }
    expect(await fail("a1", "another")).toBe("refused");
    expect(await fail("a2", "c1")).toBe("");
    // A success forgets the client's failures on the account.
    const attempt = await limits.attempt("a2", "c1");
    if (attempt.allowed) await attempt.succeeded();
    expect((await Promise.all([1, 2, 3, 4].map(() => fail("a2", "c1")))).at(-1)).toBe("");
  });
});
