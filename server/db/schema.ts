/**
 * Tables of the application database, as Kysely sees them. Each capability
 * adds its tables here together with the migration that creates them.
 */
// biome-ignore lint/complexity/noBannedTypes: no tables yet; capabilities add theirs
export type Database = {};
