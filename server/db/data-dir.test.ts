import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tightenDataDir } from "./data-dir";
import { migrate, openDatabase } from "./database";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "data-dir-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

describe("DATA_DIR", () => {
  it("is made readable by its owner only, with the database and its WAL and SHM files", async () => {
    const dataDir = path.join(tmp, "new", "data");
    const database = openDatabase({ dataDir });
    try {
      await migrate(database.db);
      expect(modeOf(dataDir)).toBe("700");
      expect(fs.readdirSync(dataDir).sort()).toEqual(["site.db", "site.db-shm", "site.db-wal"]);
      for (const file of fs.readdirSync(dataDir)) expect(modeOf(path.join(dataDir, file)), file).toBe("600");
    } finally {
      await database.close();
    }
  });

  it("is tightened when it exists with looser modes, saying what changed", () => {
    const dataDir = path.join(tmp, "loose");
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    for (const file of ["site.db", "site.db-wal", "secrets.json"]) {
      fs.writeFileSync(path.join(dataDir, file), "", { mode: 0o644 });
      fs.chmodSync(path.join(dataDir, file), 0o644);
    }
    fs.writeFileSync(path.join(dataDir, "site.db-shm"), "", { mode: 0o600 });
    expect(tightenDataDir(dataDir)).toEqual([
      { path: dataDir, from: "755", to: "700" },
      { path: path.join(dataDir, "secrets.json"), from: "644", to: "600" },
      { path: path.join(dataDir, "site.db"), from: "644", to: "600" },
      { path: path.join(dataDir, "site.db-wal"), from: "644", to: "600" },
    ]);
    expect(modeOf(dataDir)).toBe("700");
    for (const file of fs.readdirSync(dataDir)) expect(modeOf(path.join(dataDir, file)), file).toBe("600");
    expect(tightenDataDir(dataDir)).toEqual([]);
    expect(tightenDataDir(path.join(tmp, "absent"))).toEqual([]);
  });
});
