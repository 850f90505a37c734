import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvitationSent, StaffMember, StaffOverview, StaffUser } from "../../app/admin/types";
import { openDatabase } from "../../server/db/database";
import { apiError } from "../support/api-error";
import { scratchPostgresDatabase } from "../support/scratch-postgres";
import { type RunningServer, SECURITY_SETTINGS, startServer } from "../support/server";
import { mailSettings, startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { createStaff, login, signIn } from "../support/staff";

const postgresUrl = process.env.TEST_DATABASE_URL;
const TARGETS = ["sqlite", ...(postgresUrl ? ["postgres"] : [])] as const;

const ADMIN = { email: "admin@example.com", password: "the admin's password 1" } as const;
const VIEWER = { email: "viewer@example.com", password: "the viewer's password 1" } as const;

describe.each(TARGETS)("staff roles and management on %s", (name) => {
  const suite = {} as {
    server: RunningServer;
    smtp: TestSmtpServer;
    databaseUrl?: string;
    admin: string;
    viewer: string;
  };
  let drop = async () => {};
  beforeAll(async () => {
    if (name === "postgres") {
      const scratch = await scratchPostgresDatabase(postgresUrl ?? "", "staff_management");
      suite.databaseUrl = scratch.url;
      drop = scratch.drop;
    }
    suite.smtp = await startSmtpServer();
    const settings = { ...SECURITY_SETTINGS, ...mailSettings(suite.smtp) };
    suite.server = await startServer(suite.databaseUrl ? { DATABASE_URL: suite.databaseUrl, ...settings } : settings);
    // The first account is an admin; the second a viewer.
    await createStaff(suite.server, { ...ADMIN, databaseUrl: suite.databaseUrl });
    await createStaff(suite.server, { ...VIEWER, databaseUrl: suite.databaseUrl });
    suite.admin = await signIn(suite.server, ADMIN.email, ADMIN.password);
    suite.viewer = await signIn(suite.server, VIEWER.email, VIEWER.password);
  });
  afterAll(async () => {
    await suite.server?.stop();
    await suite.smtp?.close();
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
    expect(await lead.json()).toEqual(apiError("auth/forbidden-role"));
    const removal = await send("DELETE", "/api/newsletter/subscribers/reader@example.com", suite.viewer);
    expect(removal.status).toBe(403);
    expect(await removal.json()).toEqual(apiError("auth/forbidden-role"));
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

  const overview = async () => (await (await get("/api/staff", suite.admin)).json()) as StaffOverview;
  const accountOf = async (email: string) => {
    const found = (await overview()).accounts.find((account) => account.email === email);
    if (!found) throw new Error(`no account ${email}`);
    return found;
  };
  /** The invitation page of a link (its path and query on this server), and its answer's status and text. */
  const page = async (link: string) => {
    const { pathname, search } = new URL(link);
    const response = await fetch(suite.server.url + pathname + search);
    return { status: response.status, html: await response.text() };
  };
  /** Invites `email` as the admin; answers the invitation and the link of its mail. */
  async function invite(email: string, role: string, locale: string) {
    const response = await send("POST", "/api/staff/invitations", suite.admin, { email, role, locale });
    expect(response.status).toBe(201);
    const sent = (await response.json()) as InvitationSent;
    // The link is mailed, not answered.
    expect(sent.link).toBeNull();
    const mail = await suite.smtp.mailTo(email.toLowerCase());
    const link = mail.links.find((found) => found.includes("/admin/invitation?token="));
    if (!link) throw new Error(`no invitation link in ${mail.text}`);
    return { sent, mail, link, token: new URL(link).searchParams.get("token") ?? "" };
  }
  const accept = (token: string, body: Record<string, string> = {}) =>
    fetch(`${suite.server.url}/api/auth/invitation`, {
      method: "POST",
      headers: { origin: suite.server.url, "content-type": "application/json" },
      body: JSON.stringify({ token, displayName: "Ayu Lestari", password: "ayu's own password 7", ...body }),
    });

  it("keeps staff management to admins", async () => {
    expect((await get("/api/staff", suite.viewer)).status).toBe(403);
    expect((await fetch(`${suite.server.url}/api/staff`)).status).toBe(401);
    const invite = await send("POST", "/api/staff/invitations", suite.viewer, {
      email: "x@example.com",
      role: "admin",
      locale: "en",
    });
    expect(invite.status).toBe(403);
    expect(await invite.json()).toEqual(apiError("auth/forbidden-role"));
    const viewer = await accountOf(VIEWER.email);
    expect((await send("PATCH", `/api/staff/accounts/${viewer.id}`, suite.viewer, { role: "admin" })).status).toBe(403);
    expect((await send("DELETE", `/api/staff/accounts/${viewer.id}/sessions`, suite.viewer)).status).toBe(403);
    // From another site, even an admin is refused.
    const crossSite = await fetch(`${suite.server.url}/api/staff/invitations`, {
      method: "POST",
      headers: { cookie: suite.admin, origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ email: "x@example.com", role: "admin", locale: "en" }),
    });
    expect(crossSite.status).toBe(403);
  });

  it("mails an invitation; its link makes an account with the role once, which then signs in", async () => {
    expect((await overview()).mail).toBe(true);
    const { sent, mail, link, token } = await invite("Ayu@Example.com", "viewer", "ja");
    expect(sent.invitation).toMatchObject({ email: "ayu@example.com", role: "viewer", invitedBy: ADMIN.email });
    // In the inviting admin's language, to the page of that language on the admin's own site.
    expect(mail.subject).toBe("【Nusantara Digital】スタッフエリアへのご招待");
    expect(mail.text).toContain("閲覧者");
    expect(mail.html).toContain(link);
    expect(link).toMatch(new RegExp(`^${suite.server.url}/ja/admin/invitation\\?token=[\\w-]{43}$`));
    expect((await overview()).invitations.map((invitation) => invitation.email)).toEqual(["ayu@example.com"]);

    const pending = await page(link);
    expect(pending.status).toBe(200);
    expect(pending.html).toContain("ayu@example.com");
    expect(pending.html).toContain('lang="ja"');

    // A name with line breaks or other control characters (it goes into mails) is refused; the link still works.
    for (const displayName of ["Ayu\r\nBcc: everyone@example.com", "Ayu\tLestari", "Ayu\u0000", "Ayu\u2028Lestari"]) {
      const refused = await accept(token, { displayName });
      expect(refused.status, JSON.stringify(displayName)).toBe(400);
      expect(await refused.json()).toMatchObject(apiError("invitation/invalid-name"));
    }
    const weak = await accept(token, { password: "too short" });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject(apiError("invitation/weak-password"));
    expect((await accept(token)).status).toBe(201);
    const again = await accept(token);
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual(apiError("invitation/used"));
    const used = await page(link);
    expect(used.status).toBe(410);
    expect(used.html).toContain('data-invitation="used"');

    const cookie = await signIn(suite.server, "ayu@example.com", "ayu's own password 7");
    const session = (await (await get("/api/auth/session", cookie)).json()) as { user: StaffUser };
    expect(session.user).toMatchObject({ email: "ayu@example.com", displayName: "Ayu Lestari", role: "viewer" });
    expect((await get("/api/staff", cookie)).status).toBe(403);
    expect((await overview()).invitations).toEqual([]);

    expect(await logged("staff.invited")).toEqual([
      { by: ADMIN.email, email: "ayu@example.com", role: "viewer", mailed: true },
    ]);
    expect(await logged("staff.invitation_accepted")).toEqual([
      { account: "ayu@example.com", role: "viewer", invitedBy: ADMIN.email },
    ]);
  });

  it("answers a used, revoked, expired or unknown link with a 4xx page that says so", async () => {
    const revoked = await invite("revoked@example.com", "admin", "id");
    const id = revoked.sent.invitation.id;
    expect((await send("DELETE", `/api/staff/invitations/${id}`, suite.admin)).status).toBe(204);
    expect((await send("DELETE", `/api/staff/invitations/${id}`, suite.admin)).status).toBe(404);
    const revokedPage = await page(revoked.link);
    expect(revokedPage.status).toBe(410);
    expect(revokedPage.html).toContain('data-invitation="revoked"');
    expect(revokedPage.html).toContain("Undangan ini telah dibatalkan");

    const expired = await invite("expired@example.com", "admin", "id");
    const database = openDatabase({ dataDir: suite.server.dataDir, databaseUrl: suite.databaseUrl });
    try {
      await database.db
        .updateTable("staff_invitations")
        .set({ expires_at: Date.now() - 1 })
        .where("id", "=", expired.sent.invitation.id)
        .execute();
    } finally {
      await database.close();
    }
    const expiredPage = await page(expired.link);
    expect(expiredPage.status).toBe(410);
    expect(expiredPage.html).toContain('data-invitation="expired"');
    expect((await accept(expired.token)).status).toBe(410);

    const unknown = await page(`${suite.server.url}/admin/invitation?token=${"x".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('data-invitation="unknown"');
    expect((await page(`${suite.server.url}/ko/admin/invitation`)).status).toBe(404);
    expect((await accept("x".repeat(43))).status).toBe(404);

    expect(await logged("staff.invitation_revoked")).toEqual([{ by: ADMIN.email, email: "revoked@example.com" }]);
  });

  it("changes a role, disables and enables an account, and ends its sessions", async () => {
    const viewer = await accountOf(VIEWER.email);
    const promoted = await send("PATCH", `/api/staff/accounts/${viewer.id}`, suite.admin, { role: "admin" });
    expect(promoted.status).toBe(200);
    expect((await promoted.json()) as StaffMember).toMatchObject({ email: VIEWER.email, role: "admin" });
    expect((await get("/api/staff", suite.viewer)).status).toBe(200);
    await send("PATCH", `/api/staff/accounts/${viewer.id}`, suite.admin, { role: "viewer" });
    expect((await get("/api/staff", suite.viewer)).status).toBe(403);

    const disabled = await send("PATCH", `/api/staff/accounts/${viewer.id}`, suite.admin, { disabled: true });
    expect(((await disabled.json()) as StaffMember).disabled).toBe(true);
    const refused = await get("/api/leads?period=7d", suite.viewer);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(apiError("auth/user-disabled"));
    // Answered as a wrong password (AUTH_DISTINCT_ERRORS is off): nobody learns the password was right.
    expect(await (await login(suite.server, VIEWER)).json()).toEqual(apiError("auth/invalid-credential"));
    await send("PATCH", `/api/staff/accounts/${viewer.id}`, suite.admin, { disabled: false });
    suite.viewer = await signIn(suite.server, VIEWER.email, VIEWER.password);

    // Two browsers: ending the account's sessions signs both out.
    const other = await signIn(suite.server, VIEWER.email, VIEWER.password);
    const ended = await send("DELETE", `/api/staff/accounts/${viewer.id}/sessions`, suite.admin);
    expect(ended.status).toBe(200);
    expect(await ended.json()).toEqual({ ended: 2 });
    for (const cookie of [suite.viewer, other]) {
      expect((await get("/api/leads?period=7d", cookie)).status).toBe(401);
    }
    suite.viewer = await signIn(suite.server, VIEWER.email, VIEWER.password);

    expect(await logged("staff.role_changed")).toEqual([
      { by: ADMIN.email, account: VIEWER.email, role: "admin" },
      { by: ADMIN.email, account: VIEWER.email, role: "viewer" },
    ]);
    expect(await logged("staff.disabled")).toEqual([{ by: ADMIN.email, account: VIEWER.email }]);
    expect(await logged("staff.enabled")).toEqual([{ by: ADMIN.email, account: VIEWER.email }]);
    expect(await logged("staff.sessions_ended")).toEqual([{ by: ADMIN.email, account: VIEWER.email, sessions: 2 }]);
  });

  it("protects the last enabled admin, even from themselves", async () => {
    const admin = await accountOf(ADMIN.email);
    for (const change of [{ role: "viewer" }, { disabled: true }]) {
      const response = await send("PATCH", `/api/staff/accounts/${admin.id}`, suite.admin, change);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual(apiError("staff/last-admin"));
    }
    expect((await accountOf(ADMIN.email)).role).toBe("admin");
  });

  it("answers junk with 4xx", async () => {
    const viewer = await accountOf(VIEWER.email);
    const cases: [string, string, unknown][] = [
      ["POST", "/api/staff/invitations", { email: "not an address", role: "viewer", locale: "en" }],
      ["POST", "/api/staff/invitations", { email: "a@example.com", role: "owner", locale: "en" }],
      ["POST", "/api/staff/invitations", { email: "a@example.com", role: "viewer", locale: "fr" }],
      ["POST", "/api/staff/invitations", [1, 2]],
      ["PATCH", `/api/staff/accounts/${viewer.id}`, { role: "owner" }],
      ["PATCH", `/api/staff/accounts/${viewer.id}`, { role: "admin", disabled: true }],
      ["PATCH", "/api/staff/accounts/nobody", { role: "admin" }],
      ["DELETE", "/api/staff/accounts/nobody/sessions", undefined],
      ["DELETE", "/api/staff/invitations/nobody", undefined],
    ];
    for (const [method, path, body] of cases) {
      const response = await send(method, path, suite.admin, body);
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
    }
    const taken = await send("POST", "/api/staff/invitations", suite.admin, {
      email: VIEWER.email,
      role: "viewer",
      locale: "en",
    });
    expect(taken.status).toBe(409);
    expect((await accept("short", { displayName: "" })).status).toBe(400);
  });
});

describe("invitations with mail off", () => {
  const suite = {} as { server: RunningServer; admin: string };
  beforeAll(async () => {
    suite.server = await startServer(SECURITY_SETTINGS);
    await createStaff(suite.server, ADMIN);
    suite.admin = await signIn(suite.server, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await suite.server?.stop();
  });

  it("answers the link for the admin to pass on, and the link works", async () => {
    const headers = { cookie: suite.admin, origin: suite.server.url, "content-type": "application/json" };
    const overview = await fetch(`${suite.server.url}/api/staff`, { headers });
    expect(((await overview.json()) as StaffOverview).mail).toBe(false);
    const response = await fetch(`${suite.server.url}/api/staff/invitations`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email: "rudi@example.com", role: "viewer", locale: "ko" }),
    });
    expect(response.status).toBe(201);
    const { link } = (await response.json()) as InvitationSent;
    expect(link).toMatch(new RegExp(`^${suite.server.url}/ko/admin/invitation\\?token=[\\w-]{43}$`));
    const page = await fetch(link ?? "");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("rudi@example.com");
  });
});
