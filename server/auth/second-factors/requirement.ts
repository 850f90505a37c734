import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

const REQUIRE_SECOND_FACTOR = "require_second_factor";

/** The site setting "a second factor is required of every staff member" (off until an admin turns it on). */
export function secondFactorRequirement(db: Kysely<Database>) {
  return {
    async required(): Promise<boolean> {
      const row = await db
        .selectFrom("site_settings")
        .select("value")
        .where("key", "=", REQUIRE_SECOND_FACTOR)
        .executeTakeFirst();
      return row?.value === "true";
    },

    async setRequired(required: boolean): Promise<void> {
      const value = String(required);
      await db
        .insertInto("site_settings")
        .values({ key: REQUIRE_SECOND_FACTOR, value })
        .onConflict((conflict) => conflict.column("key").doUpdateSet({ value }))
        .execute();
    },
  };
}
