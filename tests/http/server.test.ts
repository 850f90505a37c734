import { describe, expect, it } from "vitest";
import { scratchPostgresDatabase } from "../support/scratch-postgres";
import { SECURITY_SETTINGS, startServer } from "../support/server";
import { mailSettings, startSmtpServer } from "../support/smtp";

describe("the built server", () => {
  it("reports a reachable database on /api/health: its status to anyone, the details to staff", async () => {
    const key = SECURITY_SETTINGS.API_SECURITY_KEY;
    const server = await startServer({ API_SECURITY_KEY: key });
    try {
      const response = await fetch(`${server.url}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "ok" });
      const staff = await fetch(`${server.url}/api/health`, { headers: { authorization: `Bearer ${key}` } });
      expect(await staff.json()).toEqual({
        status: "ok",
        app: { title: "Nusantara Digital", version: "1.0.0" },
        database: { dialect: "sqlite", reachable: true },
      });
    } finally {
      await server.stop();
    }
  });

  it("caches hashed assets for a year and makes pages revalidate", async () => {
    const server = await startServer();
    try {
      const page = await fetch(`${server.url}/about`);
      expect(page.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
      const html = await page.text();
      // The islands' entry, the one script of a public page.
      const asset = html.match(/\/islands\/assets\/[\w.-]+\.js/)?.[0];
      expect(asset).toBeTruthy();
      const response = await fetch(server.url + asset, { headers: { "accept-encoding": "gzip" } });
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-encoding")).toBe("gzip");
    } finally {
      await server.stop();
    }
  });

  it("writes one structured log line per request without query strings", async () => {
    const server = await startServer();
    try {
      await fetch(`${server.url}/about?token=secret-value`);
      await server.waitForOutput(/"path":"\/about"/);
      const lines = server
        .output()
        .split("\n")
        .filter((line) => line.includes('"msg":"request"'));
      const line = JSON.parse(lines.find((l) => l.includes('"/about"')) ?? "{}");
      expect(line).toMatchObject({ method: "GET", path: "/about", status: 200 });
      expect(server.output()).not.toContain("secret-value");
    } finally {
      await server.stop();
    }
  });

  it("finishes in-flight work and exits 0 on SIGTERM", async () => {
    const server = await startServer();
    const code = await server.stop();
    expect(code).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  });

  it("refuses to start when settings differ from the build", async () => {
    await expect(startServer({ SITE_URL: "https://elsewhere.example" })).rejects.toThrow(
      /SITE_URL is https:\/\/elsewhere.example/,
    );
  });

  it("refuses to start with invalid settings", async () => {
    await expect(startServer({ PORT: "not-a-port" })).rejects.toThrow(/PORT/);
  });

  it("runs on PostgreSQL when DATABASE_URL is set", async (context) => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return context.skip();
    // A database of its own: the shared one keeps other runs' rate-limit hits for this address.
    const database = await scratchPostgresDatabase(url, "server");
    const smtp = await startSmtpServer();
    const server = await startServer({ DATABASE_URL: database.url, ...SECURITY_SETTINGS, ...mailSettings(smtp) });
    try {
      const response = await fetch(`${server.url}/api/health`, {
        headers: { authorization: `Bearer ${SECURITY_SETTINGS.API_SECURITY_KEY}` },
      });
      expect(await response.json()).toEqual({
        status: "ok",
        app: { title: SECURITY_SETTINGS.APP_TITLE, version: SECURITY_SETTINGS.APP_VERSION },
        database: { dialect: "postgres", reachable: true },
      });
      const email = `pg.${Date.now()}@example.com`;
      const subscribe = () =>
        fetch(`${server.url}/api/newsletter`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email }),
        }).then((r) => r.status);
      expect([await subscribe(), await subscribe()]).toEqual([202, 202]);
      // The sign-up and its mail, through the outbox in PostgreSQL.
      await smtp.mailTo(email);
    } finally {
      await server.stop();
      await smtp.close();
      await database.drop();
    }
  });
});
