import type { Migration } from "kysely";

/**
 * Every migration of the application, in order. Each is written once with
 * Kysely's schema builder and runs on both SQLite and PostgreSQL; add new ones
 * with the next number and never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {};
