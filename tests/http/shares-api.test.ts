import { describe, expect, it } from "vitest";
import { SHARE_PASSWORD_HEADER } from "../../app/analytics/shares";
import { apiError } from "../support/api-error";
import { signedInServer, staffCall, viewerSession } from "../support/staff";

const staff = signedInServer();
const viewer = viewerSession(staff);
const call = staffCall(staff);

/** A read through a shared link, without a session. */
const shared = (path: string, token: string, password?: string) =>
  fetch(`${staff.server.url}${path}${path.includes("?") ? "&" : "?"}share=${token}`, {
    headers: password === undefined ? {} : { [SHARE_PASSWORD_HEADER]: password },
  });

const tokenOf = (url: string) => url.replace("/share/", "");

describe("shared links", () => {
  it("let whoever holds one read the figures, and nothing else, until an admin revokes it", async () => {
    expect((await call("POST", "/api/shares", { name: "Board" }, viewer.cookie)).status).toBe(403);
    const made = await call("POST", "/api/shares", { name: "Board" });
    expect(made.status).toBe(201);
    const link = (await made.json()) as { id: string; url: string };
    expect(link).toMatchObject({
      name: "Board",
      hasPassword: false,
      url: expect.stringMatching(/^\/share\/[0-9a-f]{32}$/),
    });
    const token = tokenOf(link.url);
    // Listed for admins, without the token.
    const listed = await (await call("GET", "/api/shares")).text();
    expect(listed).toContain("Board");
    expect(listed).not.toContain(token);
    expect((await call("GET", "/api/shares", undefined, viewer.cookie)).status).toBe(403);

    // The page, and the figures through the link.
    expect((await fetch(staff.server.url + link.url)).status).toBe(200);
    expect((await fetch(`${staff.server.url}/share/${"0".repeat(32)}`)).status).toBe(404);
    for (const path of [
      "/api/analytics/summary?period=7d",
      "/api/analytics/breakdown?period=7d&dimension=goal",
      "/api/analytics/funnel?period=7d&id=contact",
      "/api/funnels",
    ]) {
      expect((await shared(path, token)).status, path).toBe(200);
    }
    const sources = (await (await shared("/api/analytics/breakdown?period=7d&dimension=source", token)).json()) as {
      rows: { leads: number | null }[];
    };
    expect(sources.rows.every((row) => row.leads === null)).toBe(true);
    const figures = (await (await shared("/api/analytics/summary?period=7d", token)).json()) as { leads: unknown };
    expect(figures.leads).toBeNull();
    // Never leads, subscribers, security, staff, the live view, the export, or a change.
    for (const path of [
      "/api/leads?period=7d",
      "/api/newsletter/subscribers",
      "/api/security/summary?period=7d",
      "/api/staff/accounts",
      "/api/analytics/live",
      "/api/shares",
    ]) {
      expect([401, 403], path).toContain((await shared(path, token)).status);
    }
    expect((await shared("/api/analytics/export?period=7d", token)).status).toBe(403);
    const write = await fetch(`${staff.server.url}/api/goals?share=${token}`, {
      method: "POST",
      headers: { origin: staff.server.url, "content-type": "application/json" },
      body: JSON.stringify({ name: "X", kind: "click", key: "x" }),
    });
    expect(write.status).toBe(401);

    // Revoked: the page is a 404 and the link opens nothing.
    expect((await call("DELETE", `/api/shares/${link.id}`)).status).toBe(204);
    expect((await fetch(staff.server.url + link.url)).status).toBe(404);
    expect(await (await shared("/api/analytics/summary?period=7d", token)).json()).toEqual(
      apiError("shares/unknown-link"),
    );
    // The token never reached the server's log.
    await staff.server.waitForOutput(/"path":"\/share\/\(token\)"/);
    expect(staff.server.output()).not.toContain(token);
  });

  it("ask for their password when they have one", async () => {
    const made = await call("POST", "/api/shares", { name: "Investor", password: "a long secret" });
    const { url, hasPassword } = (await made.json()) as { url: string; hasPassword: boolean };
    expect(hasPassword).toBe(true);
    const token = tokenOf(url);
    const summary = "/api/analytics/summary?period=7d";
    expect(await (await shared(summary, token)).json()).toEqual(apiError("shares/password-required"));
    expect((await shared(summary, token, "not the secret")).status).toBe(401);
    expect((await shared(summary, token, "a long secret")).status).toBe(200);
    expect((await call("POST", "/api/shares", { name: "Short", password: "short" })).status).toBe(400);
  });
});
