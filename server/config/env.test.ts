import path from "node:path";
import { describe, expect, it } from "vitest";
import { readEnv } from "./env";

describe("server settings", () => {
  it("has working defaults: port 3000, SQLite in ./data, English unprefixed", () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", DEFAULT_LOCALE: "en", SITE_URL: "http://localhost:3000" });
    expect(env.DATA_DIR).toBe(path.resolve("data"));
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("normalises SITE_URL to an origin and treats empty values as unset", () => {
    const env = readEnv({ SITE_URL: "https://www.example.co.id/", DATABASE_URL: "", PORT: "8080" });
    expect(env.SITE_URL).toBe("https://www.example.co.id");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(8080);
  });

  it("bounds analytics ingest and keeps every analytics table for a set time; no CDN header is believed unless named", () => {
    expect(readEnv({})).toMatchObject({
      ANALYTICS_RETENTION_DAYS: 400,
      ANALYTICS_ROLLUP_RETENTION_DAYS: 1100,
      ANALYTICS_CLIENT_EVENTS_PER_MINUTE: 600,
      ANALYTICS_EVENTS_PER_MINUTE: 10_000,
    });
    expect(readEnv({}).CDN_COUNTRY_HEADER).toBeUndefined();
    expect(readEnv({ CDN_COUNTRY_HEADER: "CF-IPCountry" }).CDN_COUNTRY_HEADER).toBe("cf-ipcountry");
    expect(() => readEnv({ CDN_COUNTRY_HEADER: "CF-IPCountry, X-Vercel-IP-Country" })).toThrow(/CDN_COUNTRY_HEADER/);
    expect(() => readEnv({ ANALYTICS_EVENTS_PER_MINUTE: "0" })).toThrow(/ANALYTICS_EVENTS_PER_MINUTE/);
  });

  it("bounds the memory of the filtered views: 256 MiB unless told otherwise, at least 16", () => {
    expect(readEnv({}).ANALYTICS_MEMORY_MB).toBe(256);
    expect(readEnv({ ANALYTICS_MEMORY_MB: "32" }).ANALYTICS_MEMORY_MB).toBe(32);
    expect(() => readEnv({ ANALYTICS_MEMORY_MB: "8" })).toThrow(/ANALYTICS_MEMORY_MB/);
  });

  it("refuses invalid values with the name of the setting", () => {
    expect(() => readEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => readEnv({ DEFAULT_LOCALE: "fr" })).toThrow(/DEFAULT_LOCALE/);
    expect(() => readEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => readEnv({ DATABASE_URL: "mysql://localhost/db" })).toThrow(/DATABASE_URL/);
  });

  it("hashes passwords at the standard cost unless told otherwise; production refuses the test cost", () => {
    expect(readEnv({}).PASSWORD_HASH_COST).toBe("standard");
    expect(readEnv({ NODE_ENV: "test", PASSWORD_HASH_COST: "test" }).PASSWORD_HASH_COST).toBe("test");
    expect(() => readEnv({ PASSWORD_HASH_COST: "test" })).toThrow(/PASSWORD_HASH_COST=test .* production refuses it/);
    expect(() => readEnv({ NODE_ENV: "production", PASSWORD_HASH_COST: "test", ALLOW_TEST_SETTINGS: "false" })).toThrow(
      /PASSWORD_HASH_COST/,
    );
    // The test suite runs the built server as deployed (NODE_ENV=production) and says that it is the test suite.
    const harness = readEnv({ NODE_ENV: "production", PASSWORD_HASH_COST: "test", ALLOW_TEST_SETTINGS: "true" });
    expect(harness.PASSWORD_HASH_COST).toBe("test");
    expect(() => readEnv({ PASSWORD_HASH_COST: "cheap" })).toThrow(/PASSWORD_HASH_COST/);
  });
});
