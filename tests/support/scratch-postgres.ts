import pg from "pg";

async function adminQuery(connectionString: string, query: string) {
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/**
 * A PostgreSQL database of its own for one run (so nothing else on the server can be seen or disturbed),
 * on the server of `postgresUrl`: its URL, and dropping it (connections and all).
 */
export async function scratchPostgresDatabase(
  postgresUrl: string,
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `site_${label}_${process.pid}_${Date.now()}`.replace(/[^a-z0-9_]/gi, "_");
  await adminQuery(postgresUrl, `create database "${name}"`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(postgresUrl, `drop database if exists "${name}" with (force)`) };
}
