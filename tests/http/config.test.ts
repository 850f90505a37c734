import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SECURITY_SETTINGS, startServer } from "../support/server";
import { createStaff } from "../support/staff";

const packageScripts = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> })
  .scripts;

const secretsOf = (dataDir: string) =>
  JSON.parse(fs.readFileSync(path.join(dataDir, "secrets.json"), "utf8")) as { securityToken: string };

describe("security configuration", () => {
  it("stops a production server that requires it and lacks fields, naming them, with exit code 1", async () => {
    const failure = await startServer({ REQUIRE_CONFIG: "true", APP_TITLE: "Site" }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(String(failure)).toMatch(/Server exited with 1/);
    expect(String(failure)).toContain(
      "Missing required security configuration fields: APP_VERSION, SECURITY_TOKEN, API_SECURITY_KEY",
    );
    const postgres = await startServer({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/none" }).catch(
      (error: Error) => error,
    );
    expect(String(postgres)).toContain(
      "Missing required security configuration fields: APP_TITLE, APP_VERSION, SECURITY_TOKEN, API_SECURITY_KEY",
    );
  });

  it("refuses the test suite's cheap password hashes in production, and says when it takes them", async () => {
    // The harness gives PASSWORD_HASH_COST=test; without ALLOW_TEST_SETTINGS a production server stops.
    const refused = await startServer({ ALLOW_TEST_SETTINGS: "" }).catch((error: Error) => error);
    expect(String(refused)).toMatch(/Server exited with 1/);
    expect(String(refused)).toContain("PASSWORD_HASH_COST=test makes password hashes cheap to crack");
    const harness = await startServer();
    try {
      await expect
        .poll(() => harness.output())
        .toContain("PASSWORD_HASH_COST=test: password hashes are cheap to crack");
    } finally {
      await harness.stop();
    }
  });

  it("keeps DATA_DIR readable by its owner only, tightening one that is not", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "loose-data-"));
    fs.chmodSync(dataDir, 0o755);
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      await server.waitForOutput(/DATA_DIR was open to other users/);
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
      // The visit columns' folder comes once the server has read a past day (decision 038): its own only too.
      const files = fs.readdirSync(dataDir).sort();
      expect(files.filter((file) => file !== "visit-columns")).toEqual([
        "secrets.json",
        "site.db",
        "site.db-shm",
        "site.db-wal",
      ]);
      for (const file of files) {
        const mode = fs.statSync(path.join(dataDir, file)).mode & 0o777;
        expect(mode, file).toBe(file === "visit-columns" ? 0o700 : 0o600);
      }
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("starts with every field set, and says its title and version", async () => {
    const server = await startServer({ REQUIRE_CONFIG: "true", ...SECURITY_SETTINGS });
    try {
      const health = (await (
        await fetch(`${server.url}/api/health`, {
          headers: { authorization: `Bearer ${SECURITY_SETTINGS.API_SECURITY_KEY}` },
        })
      ).json()) as { app: object };
      expect(health.app).toEqual({ title: SECURITY_SETTINGS.APP_TITLE, version: SECURITY_SETTINGS.APP_VERSION });
      expect(fs.existsSync(path.join(server.dataDir, "secrets.json"))).toBe(false);
    } finally {
      await server.stop();
    }
  });

  it("generates an absent token once, keeps it private in DATA_DIR, and never ships secrets to browsers", async () => {
    const first = await startServer();
    await first.stop({ keepData: true });
    const file = path.join(first.dataDir, "secrets.json");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const generated = secretsOf(first.dataDir);
    expect(generated).toEqual({ securityToken: expect.stringMatching(/^[\w-]{43}$/) });
    const key = SECURITY_SETTINGS.API_SECURITY_KEY;
    const second = await startServer({ DATA_DIR: first.dataDir, API_SECURITY_KEY: key });
    try {
      expect(secretsOf(first.dataDir)).toEqual(generated);
      // A script reads the staff API with the key it was given; a wrong key, or writing, gets nothing.
      await createStaff(first);
      const summary = `${second.url}/api/analytics/summary?period=7d`;
      const bearer = (value: string, method = "GET") =>
        fetch(summary, { method, headers: { authorization: `Bearer ${value}` } }).then((response) => response.status);
      expect(await bearer(key)).toBe(200);
      // The scheme's name is case-insensitive (RFC 9110 §11.1).
      for (const scheme of ["bearer", "BEARER", "bEaReR"]) {
        const response = await fetch(summary, { headers: { authorization: `${scheme} ${key}` } });
        expect(response.status, scheme).toBe(200);
      }
      expect(await bearer(`${key}x`)).toBe(401);
      expect(await bearer(generated.securityToken)).toBe(401);
      expect(await bearer(key, "POST")).toBe(401);
    } finally {
      await second.stop();
      first.removeData();
    }
    // Without API_SECURITY_KEY no bearer key is accepted at all.
    const keyless = await startServer();
    try {
      const response = await fetch(`${keyless.url}/api/analytics/summary?period=7d`, {
        headers: { authorization: "Bearer undefined" },
      });
      expect(response.status).toBe(401);
    } finally {
      await keyless.stop();
    }
    // `npm test` builds with sentinel secrets in the environment (the build:checked script): none may
    // reach the browser's files, nor the secrets this server generated.
    const sentinels = [...(packageScripts["build:checked"] ?? "").matchAll(/=(build-sentinel-[\w-]+)/g)].map(
      ([, value]) => value,
    );
    expect(sentinels).toHaveLength(2);
    const values = [generated.securityToken, ...sentinels];
    const files = fs
      .readdirSync("build/client", { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile());
    expect(files.length).toBeGreaterThan(50);
    for (const entry of files) {
      const text = fs.readFileSync(path.join(entry.parentPath, entry.name), "latin1");
      for (const value of values) expect(text.includes(value ?? ""), entry.name).toBe(false);
    }
  });
});
