import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SECURITY_SETTINGS, startServer } from "../support/server";
import { createStaff } from "../support/staff";

const secretsOf = (dataDir: string) =>
  JSON.parse(fs.readFileSync(path.join(dataDir, "secrets.json"), "utf8")) as {
    securityToken: string;
    apiSecurityKey: string;
  };

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

  it("starts with every field set, and says its title and version", async () => {
    const server = await startServer({ REQUIRE_CONFIG: "true", ...SECURITY_SETTINGS });
    try {
      const health = (await (await fetch(`${server.url}/api/health`)).json()) as { app: object };
      expect(health.app).toEqual({ title: SECURITY_SETTINGS.APP_TITLE, version: SECURITY_SETTINGS.APP_VERSION });
      expect(fs.existsSync(path.join(server.dataDir, "secrets.json"))).toBe(false);
    } finally {
      await server.stop();
    }
  });

  it("generates absent secrets once, keeps them private in DATA_DIR, and never ships them to browsers", async () => {
    const first = await startServer();
    await first.stop({ keepData: true });
    const file = path.join(first.dataDir, "secrets.json");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const generated = secretsOf(first.dataDir);
    expect(generated.securityToken).toMatch(/^[\w-]{43}$/);
    expect(generated.apiSecurityKey).toMatch(/^[\w-]{43}$/);
    const second = await startServer({ DATA_DIR: first.dataDir });
    try {
      expect(secretsOf(first.dataDir)).toEqual(generated);
      // A script reads the staff API with the key; a wrong key gets nothing.
      await createStaff(first);
      const summary = `${second.url}/api/analytics/summary?period=7d`;
      const bearer = (key: string) => fetch(summary, { headers: { authorization: `Bearer ${key}` } });
      expect((await bearer(generated.apiSecurityKey)).status).toBe(200);
      expect((await bearer(`${generated.apiSecurityKey}x`)).status).toBe(401);
      expect((await bearer(generated.securityToken)).status).toBe(401);
    } finally {
      await second.stop();
      first.removeData();
    }
    const values = [generated.securityToken, generated.apiSecurityKey, ...Object.values(SECURITY_SETTINGS).slice(2)];
    const files = fs
      .readdirSync("build/client", { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile());
    expect(files.length).toBeGreaterThan(50);
    for (const entry of files) {
      const text = fs.readFileSync(path.join(entry.parentPath, entry.name), "latin1");
      for (const value of values) expect(text.includes(value), entry.name).toBe(false);
    }
  });
});
