import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../tests/support/test-databases";
import { staffAccounts } from "./accounts";

const PASSWORD = "a long enough password";

describe.each(testDatabases("staff-roles"))("staff roles on $name", (target) => {
  const suite = migratedDatabase(target);

  it("makes the first account an admin whatever is asked, later ones viewers unless asked otherwise", async () => {
    const accounts = staffAccounts(suite.database.db, "test");
    // The development demo account does not count as the first.
    expect((await accounts.create({ email: "demo@example.com", password: PASSWORD, demo: true })).role).toBe("admin");
    expect((await accounts.create({ email: "first@example.com", password: PASSWORD, role: "viewer" })).role).toBe(
      "admin",
    );
    expect((await accounts.create({ email: "second@example.com", password: PASSWORD })).role).toBe("viewer");
    expect((await accounts.create({ email: "third@example.com", password: PASSWORD, role: "admin" })).role).toBe(
      "admin",
    );
  });

  it("refuses a display name with line breaks or other control characters", async () => {
    const accounts = staffAccounts(suite.database.db, "test");
    for (const displayName of ["Evil\r\nBcc: everyone@example.com", "Tab\tbed", "Bell\u0007", "Line\u2028break"]) {
      await expect(
        accounts.create({ email: "named@example.com", password: PASSWORD, displayName }),
        JSON.stringify(displayName),
      ).rejects.toThrow("A display name may not contain line breaks, tabs or other control characters.");
    }
    expect(await accounts.find("named@example.com")).toBeUndefined();
    const named = await accounts.create({ email: "named@example.com", password: PASSWORD, displayName: " 山田 太郎 " });
    expect(named.display_name).toBe("山田 太郎");
  });

  it("changes a role, and says so of an unknown account", async () => {
    const accounts = staffAccounts(suite.database.db, "test");
    expect((await accounts.setRole("Second@Example.com", "admin")).role).toBe("admin");
    expect((await accounts.find("second@example.com"))?.role).toBe("admin");
    await accounts.setRole("second@example.com", "viewer");
    expect((await accounts.find("second@example.com"))?.role).toBe("viewer");
    await expect(accounts.setRole("ghost@example.com", "admin")).rejects.toThrow(/No account/);
  });
});
