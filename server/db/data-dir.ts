import fs from "node:fs";
import path from "node:path";

/**
 * DATA_DIR holds staff e-mails and password hashes, newsletter subscribers, the security log and the
 * generated secret: the folder is its owner's only (0700), and so is every file in it (0600).
 */
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

/** Creates DATA_DIR (and any missing parents) readable by its owner only; an existing folder is left as it is. */
export function createDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: FOLDER_MODE });
}

/** Creates `file` empty and readable by its owner only, unless it exists. */
export function createPrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, "a", FILE_MODE));
}

export interface Tightened {
  path: string;
  /** Modes before and after, in octal. */
  from: string;
  to?: string;
  /** Why it could not be changed (a folder or file of another user, say). */
  error?: string;
}

/**
 * Takes from an existing DATA_DIR and the files directly in it whatever the group and others may do (the
 * owner keeps what it has), for a folder made before the server made it private or changed since. Says
 * what it changed, or could not, for the log; does nothing when the folder does not exist.
 */
export function tightenDataDir(dataDir: string): Tightened[] {
  if (!fs.existsSync(dataDir)) return [];
  const files = fs
    .readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry): [string, number] => [path.join(dataDir, entry.name), FILE_MODE])
    .sort(([a], [b]) => a.localeCompare(b));
  const changes: Tightened[] = [];
  for (const [target, allowed] of [[dataDir, FOLDER_MODE] as [string, number], ...files]) {
    const mode = fs.statSync(target).mode & 0o777;
    if ((mode & ~allowed) === 0) continue;
    const from = mode.toString(8);
    try {
      fs.chmodSync(target, mode & allowed);
      changes.push({ path: target, from, to: (mode & allowed).toString(8) });
    } catch (error) {
      changes.push({ path: target, from, error: (error as Error).message });
    }
  }
  return changes;
}
