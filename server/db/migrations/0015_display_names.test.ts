import { describe, expect, it } from "vitest";
import { beforeMigration } from "../../../tests/support/migrations";
import { testDatabases } from "../../../tests/support/test-databases";
import { newAccount } from "../../auth/accounts";
import { migrate } from "../database";

/** Display names as older versions stored them (PostgreSQL's text holds no NUL, so none here), and what they become. */
const NAMES: [email: string, stored: string, folded: string][] = [
  ["crlf@example.com", "Ayu\r\nBcc: everyone@example.com", "Ayu Bcc: everyone@example.com"],
  ["tabs@example.com", "  Budi\t \tSantoso\n", "Budi Santoso"],
  ["escape@example.com", "Citra\u001b[31m Dewi\u0085", "Citra [31m Dewi"],
  ["separator@example.com", "山田\u2028太郎", "山田 太郎"],
  ["nothing-left@example.com", "\u0007\r\n\u0007", "nothing-left"],
  ["clean@example.com", "Dewi  Lestari", "Dewi  Lestari"],
];

describe.each(testDatabases("display-names"))("0015_display_names on $name", (target) => {
  it("folds each run of control characters and spaces in stored display names into one space", async () => {
    await beforeMigration(target, "0015", async (db) => {
      await db
        .insertInto("staff_accounts")
        .values(
          NAMES.map(([email, stored]) => ({
            ...newAccount({ email, passwordHash: "scrypt$unused", role: "viewer" }),
            display_name: stored,
          })),
        )
        .execute();
      expect(await migrate(db)).toContain("0015_display_names");
      const rows = await db.selectFrom("staff_accounts").select(["email", "display_name"]).execute();
      expect(Object.fromEntries(rows.map((row) => [row.email, row.display_name]))).toEqual(
        Object.fromEntries(NAMES.map(([email, , folded]) => [email, folded])),
      );
    });
  });
});
