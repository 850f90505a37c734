import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { storedEventCount } from "../support/database";
import { scratchPostgresDatabase } from "../support/scratch-postgres";
import { type RunningServer, SECURITY_SETTINGS, startServer } from "../support/server";

const run = promisify(execFile);
const AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});
const folder = () => {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), "restore-"));
  folders.push(made);
  return made;
};

/** Ten page views from one visitor, as the tracker sends them. */
function sendEvents(server: RunningServer, visitor: number) {
  const events = Array.from({ length: 10 }, (_, index) => ({
    name: "page_view",
    page: "/about",
    page_name: "about",
    page_title: "About",
    page_location: `https://example.id/about?n=${index}`,
  }));
  return fetch(`${server.url}/api/events`, {
    method: "POST",
    headers: { origin: server.url, "content-type": "application/json", "user-agent": `${AGENT} visitor-${visitor}` },
    body: JSON.stringify({ events }),
  });
}

/** Sends events until `stop()`, as visitors would while an operator takes a backup. */
function load(server: RunningServer) {
  let running = true;
  let visitor = 1000;
  const sending = (async () => {
    while (running) await sendEvents(server, visitor++);
  })();
  return async () => {
    running = false;
    await sending;
  };
}

const health = async (server: RunningServer) => (await fetch(`${server.url}/api/health`)).status;

describe("backup and restore on SQLite", () => {
  it("copies every row while visitors keep coming, and a server starts on the restored copy", async () => {
    const server = await startServer();
    for (let visitor = 1; visitor <= 20; visitor++) expect((await sendEvents(server, visitor)).status).toBe(202);
    await expect.poll(() => storedEventCount(server.dataDir)).toBe(200);

    const stop = load(server);
    const backups = folder();
    const { stdout } = await run("npm", ["run", "--silent", "backup", "--", backups], {
      env: { ...process.env, DATA_DIR: server.dataDir },
    });
    await stop();
    await server.stop({ keepData: true });
    expect(stdout).toMatch(/^Backed up to .*site-\d{8}T\d{9}Z\.db \(\d+ KB, integrity ok\)\.\n$/);
    const [backup] = fs.readdirSync(backups);

    const restoredDir = folder();
    const restored = await run("npm", ["run", "--silent", "restore", "--", path.join(backups, backup ?? "")], {
      env: { ...process.env, DATA_DIR: restoredDir },
    });
    expect(restored.stdout).toContain("integrity ok");
    // Every event stored before the backup began, and none that the original does not hold.
    const copied = storedEventCount(restoredDir);
    expect(copied).toBeGreaterThanOrEqual(200);
    expect(copied).toBeLessThanOrEqual(storedEventCount(server.dataDir));
    server.removeData();

    const again = await startServer({ DATA_DIR: restoredDir });
    expect(await health(again)).toBe(200);
    await again.stop({ keepData: true });
  });

  it("refuses to restore over a database, naming the way out", async () => {
    const server = await startServer();
    await server.stop({ keepData: true });
    const garbage = path.join(folder(), "site.db");
    fs.writeFileSync(garbage, "not a database");
    const failed = await run("npm", ["run", "--silent", "restore", "--", garbage], {
      env: { ...process.env, DATA_DIR: server.dataDir },
    }).catch((error: { code: number; stderr: string }) => error);
    server.removeData();
    expect(failed).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^Error: .*restore into an empty DATA_DIR/),
    });
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)("backup and restore on PostgreSQL, as docs/OPERATIONS.md says", () => {
  it("restores a dump into a new database, where a server starts and finds every row", async () => {
    const source = await scratchPostgresDatabase(postgresUrl ?? "", "dump_source");
    const target = await scratchPostgresDatabase(postgresUrl ?? "", "dump_target");
    const rows = async (url: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows: tables } = await client.query<{ name: string }>(
        "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
      );
      const counts: Record<string, number> = {};
      for (const { name } of tables) {
        counts[name] = Number((await client.query(`select count(*) as n from "${name}"`)).rows[0].n);
      }
      await client.end();
      return counts;
    };
    try {
      const server = await startServer({ DATABASE_URL: source.url, ...SECURITY_SETTINGS });
      for (let visitor = 1; visitor <= 10; visitor++) expect((await sendEvents(server, visitor)).status).toBe(202);
      await expect.poll(async () => (await rows(source.url)).analytics_events).toBe(100);
      await server.stop();

      const dump = path.join(folder(), "site.dump");
      await run("pg_dump", ["--format=custom", "--no-owner", `--file=${dump}`, source.url]);
      await run("pg_restore", ["--no-owner", `--dbname=${target.url}`, dump]);
      expect(await rows(target.url)).toEqual(await rows(source.url));

      const restored = await startServer({ DATABASE_URL: target.url, ...SECURITY_SETTINGS });
      expect(await health(restored)).toBe(200);
      await restored.stop();
    } finally {
      await source.drop();
      await target.drop();
    }
  });
});
