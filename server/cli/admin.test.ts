import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountError, staffAccounts } from "../auth/accounts";
import { verifyPassword } from "../auth/passwords";
import { staffSecondFactors } from "../auth/second-factors/index";
import { openDatabase } from "../db/database";
import { adminCommand } from "./admin-command";
import { commandOutcome } from "./command";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-cli-"));
const variables = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test", PASSWORD_HASH_COST: "test" };
/**
 * server/cli/admin.ts as one file (its packages left to node_modules), transpiled by esbuild as tsx does for
 * `npm run admin`: tsx's loader took about 3 s to start the command each time, this takes a fraction.
 */
const command = path.resolve("node_modules/.cache/admin-cli-test", `admin-${process.pid}.mjs`);
beforeAll(async () => {
  await build({
    entryPoints: ["server/cli/admin.ts"],
    outfile: command,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "warning",
  });
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(command, { force: true });
});

/**
 * `npm run admin -- …args` as an operator runs it, with `input` on standard input (and the test hash cost):
 * a process of its own, for what only a process shows (its exit code, what it prints, a real standard
 * input). Each start takes about a second, so the other cases run the command in this process.
 */
function adminProcess(args: string[], input = "") {
  const result = spawnSync(process.execPath, [command, ...args], { env: variables, input, encoding: "utf8" });
  return { code: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
}

/** The same command run in this process, ending as the process would (exit code, what it prints). */
async function admin(args: string[], input = "") {
  const stdin = Readable.from([input]);
  const outcome = await commandOutcome((argv) => adminCommand(argv, { variables, stdin }), args, AccountError);
  return outcome.code === 0
    ? { code: 0, out: outcome.out.trim(), err: "" }
    : { code: 1, out: "", err: String(outcome.err).trim() };
}

async function account(email: string) {
  const database = openDatabase({ dataDir });
  try {
    return await staffAccounts(database.db).find(email);
  } finally {
    await database.close();
  }
}

describe("npm run admin", () => {
  it("creates an account, and refuses a duplicate e-mail in any case and a weak password", async () => {
    // The first account is an admin whatever is asked.
    const created = adminProcess(
      ["create", "--email", "Dewi@Example.com", "--name", "Dewi Lestari", "--role", "viewer", "--password-stdin"],
      "a strong password 1\n",
    );
    expect(created).toMatchObject({ code: 0, out: "Created dewi@example.com (Dewi Lestari), admin." });
    const stored = await account("dewi@example.com");
    expect(stored?.display_name).toBe("Dewi Lestari");
    expect(stored?.role).toBe("admin");
    expect(stored?.password_hash).toMatch(/^scrypt\$1024\$/);
    expect(await verifyPassword("a strong password 1", stored?.password_hash ?? "")).toBe(true);

    const duplicate = await admin(
      ["create", "--email", "DEWI@example.com", "--password-stdin"],
      "another password 22\n",
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.err).toBe("Error: An account with the e-mail address dewi@example.com already exists.");

    // A name goes into mails: no line breaks or other control characters.
    const broken = await admin(
      ["create", "--email", "broken@example.com", "--name", "Evil\r\nBcc: everyone@example.com", "--password-stdin"],
      "a strong password 1\n",
    );
    expect(broken.code).toBe(1);
    expect(broken.err).toBe("Error: A display name may not contain line breaks, tabs or other control characters.");
    expect(await account("broken@example.com")).toBeUndefined();

    const weak = await admin(["create", "--email", "weak@example.com", "--password-stdin"], "short one\n");
    expect(weak.code).toBe(1);
    expect(weak.err).toBe("Error: The password must be at least 12 characters long.");
    expect(await account("weak@example.com")).toBeUndefined();
  });

  it("makes later accounts viewers unless asked otherwise, and changes a role", async () => {
    const viewer = await admin(["create", "--email", "rudi@example.com", "--password-stdin"], "a strong password 2\n");
    expect(viewer).toMatchObject({ code: 0, out: "Created rudi@example.com (rudi), viewer." });
    const second = await admin(
      ["create", "--email", "sari@example.com", "--role", "admin", "--password-stdin"],
      "a strong password 3\n",
    );
    expect(second).toMatchObject({ code: 0, out: "Created sari@example.com (sari), admin." });

    expect(await admin(["set-role", "--email", "Rudi@example.com", "--role", "admin"])).toMatchObject({
      code: 0,
      out: "rudi@example.com is now admin.",
    });
    expect((await account("rudi@example.com"))?.role).toBe("admin");
    expect((await admin(["set-role", "--email", "rudi@example.com", "--role", "viewer"])).code).toBe(0);
    expect((await account("rudi@example.com"))?.role).toBe("viewer");
  });

  it("disables, enables and resets, and lists the accounts with their roles", async () => {
    expect((await admin(["disable", "--email", "dewi@example.com"])).code).toBe(0);
    expect((await account("dewi@example.com"))?.disabled).toBe(1);
    const list = (await admin(["list"])).out;
    expect(list).toMatch(
      /^E-MAIL\s+NAME\s+ROLE\s+STATUS\s+CREATED\s+LAST SIGN-IN\ndewi@example\.com\s+Dewi Lestari\s+admin\s+disabled\s/,
    );
    expect(list).toMatch(/\nrudi@example\.com\s+rudi\s+viewer\s+active\s/);

    expect((await admin(["enable", "--email", "dewi@example.com"])).code).toBe(0);
    expect((await account("dewi@example.com"))?.disabled).toBe(0);

    const reset = await admin(
      ["reset-password", "--email", "dewi@example.com", "--password-stdin"],
      "the new password 9\n",
    );
    expect(reset).toMatchObject({ code: 0, out: "New password set for dewi@example.com; its sessions have ended." });
    const stored = await account("dewi@example.com");
    expect(await verifyPassword("the new password 9", stored?.password_hash ?? "")).toBe(true);
    expect(await verifyPassword("a strong password 1", stored?.password_hash ?? "")).toBe(false);
  });

  it("says clearly what is wrong, with a non-zero exit code", async () => {
    // The process's own standard input, which is no terminal here.
    const inProcessOfItsOwn = ["create --email typed@example.com"];
    const cases: [string[], RegExp][] = [
      [
        ["disable", "--email", "nobody@example.com"],
        /^Error: No account has the e-mail address nobody@example\.com\.$/,
      ],
      [["reset-password", "--email", "nobody@example.com", "--password-stdin"], /^Error: No account/],
      [["enable"], /^Error: enable needs --email\.$/],
      [
        ["create", "--email", "not-an-address", "--password-stdin"],
        /^Error: "not-an-address" is not a valid e-mail address\.$/,
      ],
      [
        ["create", "--email", "typed@example.com"],
        /^Error: No terminal to type a password at: use --password-stdin\.$/,
      ],
      [["promote", "--email", "dewi@example.com"], /^Error: Unknown command "promote"/],
      [["set-role", "--email", "dewi@example.com"], /^Error: set-role needs --role\.$/],
      [
        ["set-role", "--email", "dewi@example.com", "--role", "owner"],
        /^Error: --role must be admin or viewer, not "owner"\.$/,
      ],
      [["disable", "--email", "dewi@example.com", "--role", "admin"], /^Error: disable takes no --role\.$/],
      [["set-role", "--email", "nobody@example.com", "--role", "admin"], /^Error: No account/],
      [["list", "--verbose"], /^Error: Unknown option '--verbose'/],
      [["reset-2fa", "--email", "nobody@example.com"], /^Error: No account/],
    ];
    for (const [args, message] of cases) {
      const run = inProcessOfItsOwn.includes(args.join(" ")) ? adminProcess : admin;
      const result = await run(args, "a strong password 1\n");
      expect(result.code, args.join(" ")).toBe(1);
      expect(result.err, args.join(" ")).toMatch(message);
    }
    expect((await admin([])).out).toMatch(/^Staff accounts of the site's \/admin area\./);
  });

  it("removes an account's second factors with reset-2fa, and logs it", async () => {
    await admin(["create", "--email", "locked@example.com", "--password-stdin"], "a strong password 1\n");
    const found = await account("locked@example.com");
    const database = openDatabase({ dataDir });
    try {
      const secondFactors = staffSecondFactors(database.db, "t".repeat(32), "Test");
      await secondFactors.totp.setUp(found?.id ?? "", "locked@example.com");
      await secondFactors.recovery.replace(found?.id ?? "");
      const reset = await admin(["reset-2fa", "--email", "LOCKED@example.com"]);
      expect(reset).toMatchObject({
        code: 0,
        out: expect.stringMatching(/^Removed the second factors of locked@example\.com/),
      });
      expect(await secondFactors.recovery.left(found?.id ?? "")).toBe(0);
      expect(await database.db.selectFrom("staff_totp").selectAll().execute()).toEqual([]);
      const logged = await database.db
        .selectFrom("security_events")
        .select("details")
        .where("type", "=", "auth.second_factor_reset")
        .execute();
      expect(logged.map((row) => JSON.parse(row.details))).toEqual([
        { email: "locked@example.com", by: "admin command" },
      ]);
    } finally {
      await database.close();
    }
  });
});
