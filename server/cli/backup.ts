import path from "node:path";
import { parseArgs } from "node:util";
import { readEnv } from "../config/env";
import { BackupError, backupSqlite } from "../db/backup";
import { CommandError, runCommand } from "./command";

const USAGE = `A consistent copy of the site's SQLite database, taken while the server runs.

Usage: npm run backup [-- DIR] [--keep N]

DIR defaults to DATA_DIR/backups. The copy is named site-<UTC time>.db; the newest N copies there are kept
(default 14), older ones removed. For PostgreSQL (DATABASE_URL), use pg_dump: see docs/OPERATIONS.md, "Backups".`;

runCommand(async (argv) => {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { keep: { type: "string", default: "14" }, help: { type: "boolean" } },
  });
  if (values.help) return USAGE;
  const env = readEnv();
  if (env.DATABASE_URL)
    throw new CommandError('The database is PostgreSQL: back it up with pg_dump (docs/OPERATIONS.md, "Backups").');
  const keep = Number(values.keep);
  if (!Number.isInteger(keep) || keep < 1) throw new CommandError("--keep must be a whole number of at least 1.");
  const dir = path.resolve(positionals[0] ?? path.join(env.DATA_DIR, "backups"));
  const { file, bytes, removed } = await backupSqlite(env.DATA_DIR, dir, keep);
  const kilobytes = (bytes / 1024).toFixed(0);
  return `Backed up to ${file} (${kilobytes} KB, integrity ok)${removed.length > 0 ? `; removed ${removed.length} older cop${removed.length === 1 ? "y" : "ies"}` : ""}.`;
}, BackupError);
