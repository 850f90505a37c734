import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffUser } from "../../app/admin/types";
import { openDatabase } from "../../server/db/database";
import { scratchPostgresDatabase } from "../../server/db/scratch-postgres";
import { type RunningServer, SECURITY_SETTINGS, startServer } from "../support/server";
import { createStaff, signIn } from "../support/staff";

const postgresUrl = process.env.TEST_DATABASE_URL;
const TARGETS = ["sqlite", ...(postgresUrl ? ["postgres"] : [])] as const;

const ADMIN = { email: "admin@example.com", password: "the admin's password 1" } as const;
const VIEWER = { email: "viewer@example.com", password: "the viewer's password 1" } as const;

describe.each(TARGETS)("staff roles and management on %s", (name) => {
  const suite = {} as { server: RunningServer; databaseUrl?: string; admin: string; viewer: string };
  let drop = async () => {};
  beforeAll(async () => {
    if (name === "postgres") {
      const scratch = await scratchPostgresDatabase(postgresUrl ?? "", "staff_management");
      suite.databaseUrl = scratch.url;
      drop = scratch.drop;
    }
    suite.server = await startServer(
      suite.databaseUrl ? { DATABASE_URL: suite.databaseUrl, ...SECURITY_SETTINGS } : SECURITY_SETTINGS,
    );
    // The first account is an admin; the second a viewer.
    await createStaff(suite.server, { ...ADMIN, databaseUrl: suite.databaseUrl });
    await createStaff(suite.server, { ...VIEWER, databaseUrl: suite.databaseUrl });
    suite.admin = await signIn(suite.server, ADMIN.email, ADMIN.password);
    suite.viewer = await signIn(suite.server, VIEWER.email, VIEWER.password);
  });
  afterAll(async () => {
    await suite.server?.stop();
    await drop();
  });

  const get = (path: string, cookie: string) => fetch(suite.server.url + path, { headers: { cookie } });
  const send = (method: string, path: string, cookie: string, body?: unknown) =>
    fetch(suite.server.url + path, {
      method,
      headers: { cookie, origin: suite.server.url, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  /** The details of the security log's events of `type`, oldest first. */
  async function logged(type: string): Promise<Record<string, unknown>[]> {
    const database = openDatabase({ dataDir: suite.server.dataDir, databaseUrl: suite.databaseUrl });
    try {
      const rows = await database.db
        .selectFrom("security_events")
        .select("details")
        .where("type", "=", type)
        .orderBy("occurred_at")
        .execute();
      return rows.map((row) => JSON.parse(row.details));
    } finally {
      await database.close();
    }
  }

  it("tells the staff page the account's role", async () => {
    const session = async (cookie: string) =>
      ((await (await get("/api/auth/session", cookie)).json()) as { user: StaffUser }).user;
    expect(await session(suite.admin)).toMatchObject({ email: ADMIN.email, role: "admin" });
    expect(await session(suite.viewer)).toMatchObject({ email: VIEWER.email, role: "viewer" });
  });

  it("lets a viewer read the dashboard but not record a lead's outcome or remove a subscriber (403)", async () => {
    for (const path of ["/api/analytics/summary?period=7d", "/api/leads?period=7d", "/api/newsletter/subscribers"]) {
      expect((await get(path, suite.viewer)).status, path).toBe(200);
    }
    const lead = await send("PATCH", "/api/leads/ND-7K4Q2M", suite.viewer, { status: "won" });
    expect(lead.status).toBe(403);
    expect(await lead.json()).toEqual({ code: "auth/forbidden-role" });
    const removal = await send("DELETE", "/api/newsletter/subscribers/reader@example.com", suite.viewer);
    expect(removal.status).toBe(403);
    expect(await removal.json()).toEqual({ code: "auth/forbidden-role" });
    // The refusal ended no session.
    expect((await get("/api/leads?period=7d", suite.viewer)).status).toBe(200);
    expect(await logged("auth.role_refused")).toEqual([
      { account: VIEWER.email, path: "/leads/ND-7K4Q2M" },
      { account: VIEWER.email, path: "/newsletter/subscribers/(address)" },
    ]);

    // An admin gets past the role check: the lead is unknown, the address not subscribed.
    expect((await send("PATCH", "/api/leads/ND-7K4Q2M", suite.admin, { status: "won" })).status).toBe(404);
    expect((await send("DELETE", "/api/newsletter/subscribers/reader@example.com", suite.admin)).status).toBe(404);
  });
});
