import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsSummary, Breakdown, Lead, LeadList } from "../../app/admin/types";
import { apiError } from "../support/api-error";
import { mailSettings, startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { createStaff, signedInServer, signIn } from "../support/staff";

const AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

let smtp: TestSmtpServer;
const mail: Record<string, string> = {};
beforeAll(async () => {
  smtp = await startSmtpServer();
  Object.assign(mail, mailSettings(smtp));
});
afterAll(() => smtp.close());
const staff = signedInServer(mail);

const staffGet = (path: string) => fetch(staff.server.url + path, { headers: { cookie: staff.cookie } });
const patchLead = (ref: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${staff.server.url}/api/leads/${ref}`, {
    method: "PATCH",
    headers: { cookie: staff.cookie, origin: staff.server.url, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const send = (events: unknown[], agent = AGENT) =>
  fetch(`${staff.server.url}/api/events`, {
    method: "POST",
    headers: { origin: staff.server.url, "content-type": "application/json", "user-agent": agent },
    body: JSON.stringify({ events }),
  });
/** The code the contact form gets from the server when a visitor (`agent`, from this address) first uses it. */
async function issuedRef(agent = AGENT, origin = staff.server.url): Promise<Response> {
  return fetch(`${staff.server.url}/api/lead-refs`, { method: "POST", headers: { origin, "user-agent": agent } });
}
const breakdown = async (dimension: string) =>
  (await (await staffGet(`/api/analytics/breakdown?period=7d&dimension=${dimension}`)).json()) as Breakdown;

describe("the lead analytics API", () => {
  it("is for staff only", async () => {
    for (const path of ["/api/analytics/breakdown?period=7d&dimension=source", "/api/leads?period=7d"]) {
      expect((await fetch(staff.server.url + path)).status, path).toBe(401);
    }
    const patch = await fetch(`${staff.server.url}/api/leads/ND-7K4Q2M`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: "won" }),
    });
    expect(patch.status).toBe(401);
  });

  it("names what is wrong with a request", async () => {
    const bad = await staffGet("/api/analytics/breakdown?period=7d&dimension=password");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject(
      apiError("request/invalid", { issues: [{ path: "dimension", message: expect.any(String) }] }),
    );
    for (const query of [
      "dimension=source",
      "period=7d",
      "period=7d&dimension=source&limit=0",
      "period=7d&dimension=source&offset=-1",
    ]) {
      expect((await staffGet(`/api/analytics/breakdown?${query}`)).status, query).toBe(400);
    }
    expect((await staffGet("/api/leads?period=1y")).status).toBe(400);
    expect((await staffGet("/api/leads?ref=not-a-code")).status).toBe(400);
    expect((await patchLead("ND-7K4Q2M", { status: "won" })).status).toBe(404);
    const body = await patchLead("ND-7K4Q2M", { status: "sold", value: -1 });
    expect(body.status).toBe(400);
    expect(await body.json()).toMatchObject(apiError("request/invalid"));
    expect((await patchLead("ND-7K4Q2M", { status: "won", service: "haircuts" })).status).toBe(400);
  });

  it("follows a visit from its campaign to a hand-over, and the lead to won business", async () => {
    const landing = `${staff.server.url}/services/hr-systems`;
    const issued = await issuedRef();
    expect(issued.status).toBe(201);
    const { ref } = (await issued.json()) as { ref: string };
    const sent = await send([
      {
        name: "page_view",
        page: "/services/hr-systems",
        page_name: "services/hr-systems",
        page_title: "HR",
        page_location: landing,
        referrer: "https://www.instagram.com/",
        utm_source: "instagram",
        utm_medium: "paid-social",
        utm_campaign: "payroll-2026",
      },
      {
        name: "page_view",
        page: "/contact",
        page_name: "contact",
        page_title: "Contact",
        page_location: `${staff.server.url}/contact`,
      },
      { name: "whatsapp_handover", page: "/contact", ref, service: "hr-systems" },
    ]);
    expect(sent.status).toBe(202);

    const { leads } = (await (await staffGet("/api/leads?period=7d")).json()) as LeadList;
    expect(leads).toEqual([
      expect.objectContaining({
        ref,
        service: "hr-systems",
        source: "Instagram",
        channel: "paid",
        utmCampaign: "payroll-2026",
        entryPage: "/services/hr-systems",
        locale: "en",
        device: "mobile",
        status: "open",
        value: null,
      }),
    ]);
    // Staff find a code as they read it in a chat.
    const found = (await (await staffGet(`/api/leads?ref=${ref.toLowerCase()}`)).json()) as LeadList;
    expect(found.leads.map((lead) => lead.ref)).toEqual([ref]);

    const crossSite = await patchLead(ref, { status: "won" }, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    const won = await patchLead(ref.toLowerCase(), { status: "won", value: 250_000_000 });
    expect(won.status).toBe(200);
    expect((await won.json()) as Lead).toMatchObject({ ref, status: "won", value: 250_000_000 });

    const campaigns = await breakdown("utm_campaign");
    expect(campaigns).toMatchObject({ dimension: "utm_campaign", total: 1 });
    expect(campaigns.rows).toEqual([
      {
        value: "payroll-2026",
        visitors: 1,
        visits: 1,
        pageViews: 2,
        bounceRate: 0,
        visitDuration: 0,
        conversions: 1,
        conversionRate: 100,
        leads: 1,
        won: 1,
        wonValue: 250_000_000,
        suspected: null,
      },
    ]);
    expect((await breakdown("goal")).rows.map((row) => [row.value, row.conversions])).toEqual([
      ["whatsapp_handover", 1],
    ]);
    // The headline's leads: this one, won, against none the week before (no change to tell).
    const summary = (await (await staffGet("/api/analytics/summary?period=7d")).json()) as AnalyticsSummary;
    expect(summary.leads).toEqual({
      leads: 1,
      won: 1,
      open: 0,
      wonValue: 250_000_000,
      compared: { leads: 0, won: 0, open: 0, wonValue: 0 },
      changes: { leads: null, wonValue: null },
    });
    // A filter that leaves the lead's visit out leaves the lead out too.
    const filtered = await staffGet("/api/analytics/summary?period=7d&filter=channel:search");
    expect(((await filtered.json()) as AnalyticsSummary).leads).toMatchObject({ leads: 0, won: 0, wonValue: 0 });

    // The project turned out to be custom software: staff say so, and the services list counts the business there.
    const named = await patchLead(ref, { status: "won", service: "custom-software" });
    expect((await named.json()) as Lead).toMatchObject({
      status: "won",
      value: 250_000_000,
      service: "custom-software",
    });
    const services = (await breakdown("service")).rows;
    expect(services.find((row) => row.value === "custom-software")).toMatchObject({ leads: 1, wonValue: 250_000_000 });
    expect(services.find((row) => row.value === "hr-systems")).toMatchObject({ visits: 1, leads: 0, wonValue: 0 });
    // None: the lead names no service again (null), and its value stays.
    const none = await patchLead(ref, { status: "won", service: null });
    expect((await none.json()) as Lead).toMatchObject({ value: 250_000_000, service: null });
  });

  it("makes a lead only of a code the server issued to the visitor who hands over", async () => {
    const agent = `${AGENT} rotated/1`;
    const refOf = async (response: Response) => ((await response.json()) as { ref: string }).ref;
    const own = await refOf(await issuedRef(agent));
    // Asked again before the hand-over (the form focused twice): the same code.
    expect(await refOf(await issuedRef(agent))).toBe(own);
    const someoneElses = await refOf(await issuedRef(`${AGENT} rotated/9`));
    // Another site's page gets no code.
    const foreign = await issuedRef(agent, "https://evil.example");
    expect(foreign.status).toBe(202);
    expect(foreign.headers.get("x-analytics-dropped")).toBe("origin");

    const handover = (ref: string) => ({
      name: "whatsapp_handover",
      page: "/contact",
      ref,
      service: "web-development",
    });
    for (const ref of ["ND-FAKE00", someoneElses, own]) expect((await send([handover(ref)], agent)).status).toBe(202);
    const listed = (await (await staffGet("/api/leads?period=7d")).json()) as LeadList;
    const refs = listed.leads.map((lead) => lead.ref);
    expect(refs).toContain(own);
    expect(refs).not.toContain("ND-FAKE00");
    expect(refs).not.toContain(someoneElses);
  });

  it("counts a newsletter sign-up as a goal once its address is confirmed, never otherwise", async () => {
    const agent = `${AGENT} rotated/2`;
    expect(
      (
        await send(
          [
            {
              name: "page_view",
              page: "/id",
              page_name: "home",
              page_title: "Beranda",
              page_location: `${staff.server.url}/id`,
            },
          ],
          agent,
        )
      ).status,
    ).toBe(202);
    const subscribe = (email: string) =>
      fetch(`${staff.server.url}/api/newsletter`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": agent,
          referer: `${staff.server.url}/id`,
          origin: staff.server.url,
        },
        body: JSON.stringify({ email, locale: "id" }),
      });
    expect((await subscribe("pembaca@example.com")).status).toBe(202);
    expect((await subscribe("pembaca@example.com")).status).toBe(202);
    expect((await subscribe("not an address")).status).toBe(400);
    // A client cannot claim the goal itself.
    expect((await send([{ name: "newsletter_signup", page: "/id" }], agent)).status).toBe(400);
    expect((await breakdown("goal")).rows.find((row) => row.value === "newsletter_signup")).toBeUndefined();

    // The confirmation, from the mail (another device, another day: it still counts for the sign-up's visit).
    const link = (await smtp.mailTo("pembaca@example.com")).links[0] ?? "";
    const confirmed = await fetch(`${staff.server.url}/api/newsletter/confirm`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: new URL(link).searchParams.get("token") ?? "", locale: "id" }).toString(),
      redirect: "manual",
    });
    expect(confirmed.status).toBe(303);

    await expect
      .poll(async () => (await breakdown("goal")).rows.find((row) => row.value === "newsletter_signup")?.conversions)
      .toBe(1);
    const locales = await breakdown("locale");
    expect(locales.rows.find((row) => row.value === "id")).toMatchObject({ visits: 1, conversions: 1, leads: 0 });
  });
});

describe("the saved views API", () => {
  const views = (method = "GET", body?: unknown, cookie = staff.cookie, path = "/api/views") =>
    fetch(staff.server.url + path, {
      method,
      headers: { cookie, origin: staff.server.url, "content-type": "application/json" },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });

  it("lets admins name a view of the dashboard, staff open it, and admins delete it", async () => {
    expect((await fetch(`${staff.server.url}/api/views`)).status).toBe(401);
    const made = await views("POST", { name: " Google, last 30 days ", query: "?period=30d&filter=source:Google" });
    expect(made.status).toBe(201);
    const view = (await made.json()) as { id: string; name: string; query: string };
    expect(view).toMatchObject({ name: "Google, last 30 days", query: "period=30d&filter=source:Google" });
    expect(view.id.length).toBeGreaterThanOrEqual(16);

    // A viewer sees it, and may not make or delete one.
    await createStaff(staff.server, { email: "viewer@example.com", role: "viewer" });
    const viewer = await signIn(staff.server, "viewer@example.com");
    const listed = (await (await views("GET", undefined, viewer)).json()) as { views: { name: string }[] };
    expect(listed.views.map((saved) => saved.name)).toEqual(["Google, last 30 days"]);
    expect((await views("POST", { name: "Mine", query: "period=7d" }, viewer)).status).toBe(403);
    expect((await views("DELETE", undefined, viewer, `/api/views/${view.id}`)).status).toBe(403);

    expect(await (await views("POST", { name: "Google, last 30 days", query: "period=7d" })).json()).toEqual(
      apiError("views/name-taken"),
    );
    for (const query of ["period=7d&password=x", "filter=colour:red"]) {
      const refused = await views("POST", { name: "Bad", query });
      expect(refused.status, query).toBe(400);
      expect(await refused.json()).toMatchObject(apiError("request/invalid", { issues: [{ path: "query" }] }));
    }
    expect((await views("DELETE", undefined, staff.cookie, `/api/views/${view.id}`)).status).toBe(204);
    expect(await (await views("DELETE", undefined, staff.cookie, `/api/views/${view.id}`)).json()).toEqual(
      apiError("views/unknown-view"),
    );
    expect(((await (await views()).json()) as { views: unknown[] }).views).toEqual([]);
  });
});
