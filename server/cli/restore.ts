import path from "node:path";
import { parseArgs } from "node:util";
import { readEnv } from "../config/env";
import { BackupError, restoreSqlite } from "../db/backup";
import { CommandError, runCommand } from "./command";

const USAGE = `Restores a backup made by \`npm run backup\` as the SQLite database of an empty DATA_DIR.

Usage: npm run restore -- FILE

The backup is checked first (SQLite's integrity check, the site's tables). Stop the server and start it on the
restored DATA_DIR afterwards. For PostgreSQL (DATABASE_URL), use pg_restore: see docs/OPERATIONS.md, "Backups".`;

runCommand(async (argv) => {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { help: { type: "boolean" } },
  });
  if (values.help) return USAGE;
  const file = positionals[0];
  if (!file) throw new CommandError(`Which backup? ${USAGE}`);
  const env = readEnv();
  if (env.DATABASE_URL)
    throw new CommandError('The database is PostgreSQL: restore it with pg_restore (docs/OPERATIONS.md, "Backups").');
  const target = await restoreSqlite(path.resolve(file), env.DATA_DIR);
  return `Restored ${path.resolve(file)} to ${target} (integrity ok). Start the server with DATA_DIR=${env.DATA_DIR}.`;
}, BackupError);
