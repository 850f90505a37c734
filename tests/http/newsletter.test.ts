import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/database";
import { apiError } from "../support/api-error";
import { queryDatabase } from "../support/database";
import { storeSubscribers } from "../support/newsletter";
import { formatted, message, settings } from "../support/pages";
import { type RunningServer, startServer } from "../support/server";
import { mailSettings, startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { createStaff, signIn } from "../support/staff";

let server: RunningServer;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  // Each request names its own client (X-Forwarded-For from a trusted local proxy), so that the sign-up limit
  // per client, tested on a server of its own below, lets every test's requests through.
  server = await startServer({ ...mailSettings(smtp), TRUST_PROXY: "loopback" });
});
afterAll(async () => {
  await server.stop();
  await smtp.close();
});

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0" };
let clients = 0;
const client = () => ({ "x-forwarded-for": `203.0.113.${++clients}` });

function post(body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) {
  return fetch(`${server.url}/api/newsletter`, {
    method: "POST",
    headers: { ...BROWSER, ...client(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Sends a link page's form as a browser would, without following the redirect. */
const submit = (action: string, fields: Record<string, string>, query = "") =>
  fetch(`${server.url}/api/newsletter/${action}${query}`, {
    method: "POST",
    headers: { ...BROWSER, ...client(), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });

const page = (url: string) => fetch(url.replace(settings.SITE_URL, server.url), { redirect: "manual" });
const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";
const subscribed = () =>
  queryDatabase<{ email: string; locale: string }>(
    server.dataDir,
    "select email, locale from newsletter_subscriptions order by email",
  );
const mailsTo = (email: string) =>
  queryDatabase(server.dataDir, `select id from mail_outbox where recipient = '${email}'`).length;

describe("signing up for the newsletter (double opt-in)", () => {
  it("mails a confirmation link in the page's language and subscribes nobody until it is followed", async () => {
    const response = await post({ email: "  Dewi@Example.CO.ID ", locale: "id" });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: "confirmation_sent" });
    const mail = await smtp.mailTo("dewi@example.co.id");
    expect(mail.subject).toBe(formatted("id", "newsletterMail.confirm.subject", { brand: "Nusantara Digital" }));
    expect(mail.from).toBe("halo@nusantaradigital.example");
    expect(mail.html).toContain('lang="id"');
    const link = mail.links.find((url) => url.includes("/newsletter/confirm"));
    expect(link).toMatch(new RegExp(`^${settings.SITE_URL}/id/newsletter/confirm\\?token=[\\w-]{43}$`));
    expect(mail.html).toContain(link);
    expect(subscribed()).toEqual([]);

    // Opening the link shows a button; a scanner that only opens it confirms nothing.
    const confirmPage = await page(link ?? "");
    expect(confirmPage.status).toBe(200);
    const html = await confirmPage.text();
    expect(html).toContain(message("id", "newsletterPage.confirm.title"));
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(subscribed()).toEqual([]);

    const confirmed = await submit("confirm", { token: tokenOf(link ?? ""), locale: "id" });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/id/newsletter/confirm?confirmed=1");
    expect(subscribed()).toEqual([{ email: "dewi@example.co.id", locale: "id" }]);
    const done = await fetch(`${server.url}/id/newsletter/confirm?confirmed=1`);
    expect(await done.text()).toContain(message("id", "newsletterPage.confirmed.title"));

    // The link works once.
    const used = await page(link ?? "");
    expect(used.status).toBe(404);
    expect(await used.text()).toContain(message("id", "newsletterPage.confirmUnknown.title"));
    const again = await submit("confirm", { token: tokenOf(link ?? ""), locale: "id" });
    expect(again.headers.get("location")).toBe(`/id/newsletter/confirm?token=${tokenOf(link ?? "")}`);
  });

  it("answers the same for a new, a waiting and a subscribed address, and mails a waiting one at most once a day", async () => {
    const answers = [];
    for (const email of ["new@example.com", "new@example.com", "dewi@example.co.id"]) {
      const response = await post({ email, locale: "en" });
      answers.push([response.status, await response.json()]);
    }
    expect(answers).toEqual(Array(3).fill([202, { status: "confirmation_sent" }]));
    await smtp.mailTo("new@example.com");
    expect(mailsTo("new@example.com")).toBe(1);
    expect(mailsTo("dewi@example.co.id")).toBe(1);

    // A day later, a new sign-up of the waiting address mails a new link; the old one stops working.
    const first = (await smtp.mailTo("new@example.com")).links[0] ?? "";
    await ageSignUp("new@example.com", 25 * 3_600_000);
    await post({ email: "new@example.com", locale: "ja" });
    expect(mailsTo("new@example.com")).toBe(2);
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes("new@example.com")).length).toBe(2);
    expect((await page(first)).status).toBe(404);
  });

  it("says that an expired link has expired, in the link's language", async () => {
    await post({ email: "late@example.com", locale: "ko" });
    const link = (await smtp.mailTo("late@example.com")).links[0] ?? "";
    expect(link).toContain("/ko/newsletter/confirm");
    await ageSignUp("late@example.com", 4 * 86_400_000);
    const expired = await page(link);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain(message("ko", "newsletterPage.confirmExpired.title"));
    await submit("confirm", { token: tokenOf(link), locale: "ko" });
    expect(subscribed().map((row) => row.email)).not.toContain("late@example.com");
  });

  it("counts a confirmed sign-up, and only that, as the newsletter_signup goal of the visit that signed up", async () => {
    const goals = () =>
      queryDatabase(server.dataDir, "select page from analytics_events where name = 'newsletter_signup'").length;
    const before = goals();
    await post(
      { email: "goal@example.com", locale: "en" },
      { "content-type": "application/json", referer: `${settings.SITE_URL}/about` },
    );
    const link = (await smtp.mailTo("goal@example.com")).links[0] ?? "";
    expect(goals()).toBe(before);
    await submit("confirm", { token: tokenOf(link), locale: "en" });
    await expect
      .poll(() =>
        queryDatabase<{ page: string }>(
          server.dataDir,
          "select page from analytics_events where name = 'newsletter_signup'",
        ).map((row) => row.page),
      )
      .toContain("/about");
  });
});

describe("unsubscribing", () => {
  const tokenFor = (email: string) =>
    queryDatabase<{ unsubscribe_token: string }>(
      server.dataDir,
      `select unsubscribe_token from newsletter_subscriptions where email = '${email}'`,
    )[0]?.unsubscribe_token ?? "";

  it("takes one press on the page of the link, which says so in the subscriber's language", async () => {
    const token = tokenFor("dewi@example.co.id");
    const ask = await fetch(`${server.url}/id/newsletter/unsubscribe?token=${token}`);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain(message("id", "newsletterPage.unsubscribe.title"));
    const done = await submit("unsubscribe", { token, locale: "id" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/id/newsletter/unsubscribe?unsubscribed=1");
    expect(subscribed().map((row) => row.email)).not.toContain("dewi@example.co.id");
    const gone = await fetch(`${server.url}/id/newsletter/unsubscribe?token=${token}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain(message("id", "newsletterPage.unsubscribeUnknown.title"));
  });

  it("takes RFC 8058's one-click POST from a mail client", async () => {
    const token = tokenFor("goal@example.com");
    expect(token).not.toBe("");
    const response = await submit("unsubscribe", { "List-Unsubscribe": "One-Click" }, `?token=${token}`);
    expect(response.status).toBe(200);
    expect(subscribed().map((row) => row.email)).not.toContain("goal@example.com");
    // Already gone: still a success for the mail client.
    expect((await submit("unsubscribe", { "List-Unsubscribe": "One-Click" }, `?token=${token}`)).status).toBe(200);
  });

  it("refuses a request without a well-formed token with 400", async () => {
    expect((await submit("unsubscribe", { "List-Unsubscribe": "One-Click" })).status).toBe(400);
    expect((await submit("confirm", { token: "x" })).status).toBe(400);
  });
});

describe("sending a newsletter", () => {
  it("mails the subscribers of its audience, each with their own unsubscribe link and one-click headers", async () => {
    await createStaff(server);
    const cookie = await signIn(server);
    await storeSubscribers(server.dataDir, [
      { email: "yuki@example.jp", locale: "ja", created_at: new Date().toISOString() },
      { email: "sari@example.co.id", locale: "id", created_at: new Date().toISOString() },
    ]);
    const send = (body: unknown, headers: Record<string, string> = { cookie }) =>
      fetch(`${server.url}/api/newsletter/issues`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url, ...headers },
        body: JSON.stringify(body),
      });
    const issue = { subject: "ニュース", body: "最初の段落。\n\n二番目の段落。", audience: "ja" };
    expect((await send(issue, {})).status).toBe(401);
    expect((await send({ ...issue, subject: " " })).status).toBe(400);
    expect((await send({ ...issue, audience: "fr" })).status).toBe(400);
    const sent = await send(issue);
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({ recipients: 1 });

    const mail = await smtp.mailTo("yuki@example.jp", /ニュース/);
    expect(mail.text).toContain("最初の段落。");
    expect(mail.html).toContain("二番目の段落。");
    const oneClick = /^<(.+)>$/.exec(mail.headers["list-unsubscribe"] ?? "")?.[1] ?? "";
    expect(oneClick).toMatch(new RegExp(`^${settings.SITE_URL}/api/newsletter/unsubscribe\\?token=[\\w-]{32}$`));
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const footerLink = mail.links.find((link) => link.includes("/ja/newsletter/unsubscribe?token="));
    expect(footerLink).toBeDefined();
    expect(smtp.received.some((received) => received.to.includes("sari@example.co.id"))).toBe(false);

    // The mail client's one-click POST to the header's address unsubscribes.
    const response = await fetch(oneClick.replace(settings.SITE_URL, server.url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(subscribed().map((row) => row.email)).not.toContain("yuki@example.jp");
    const log = queryDatabase<{ details: string }>(
      server.dataDir,
      "select details from security_events where type = 'newsletter.sent'",
    );
    expect(JSON.parse(log[0]?.details ?? "{}")).toMatchObject({ audience: "ja", recipients: 1 });
  });
});

describe("POST /api/newsletter with bad input", () => {
  it.each([
    ["not an address", { email: "dewi" }],
    ["no top-level domain", { email: "dewi@localhost" }],
    ["too long", { email: `${"a".repeat(250)}@example.com` }],
    ["wrong type", { email: 42 }],
    ["missing", {}],
    ["unknown language", { email: "ok@example.com", locale: "fr" }],
  ])("refuses %s with 400 and stores nothing", async (_, body) => {
    const pending = () => queryDatabase(server.dataDir, "select email from newsletter_pending").length;
    const before = pending();
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(apiError("newsletter/invalid-email"));
    expect(pending()).toBe(before);
  });

  it("refuses a body that is not JSON", async () => {
    expect((await post("email=a@b.com", { "content-type": "application/x-www-form-urlencoded" })).status).toBe(400);
    expect((await post("{", { "content-type": "application/json" })).status).toBe(400);
  });

  it("limits sign-ups per client and says so", async () => {
    const limited = await startServer(mailSettings(smtp));
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const response = await fetch(`${limited.url}/api/newsletter`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: `reader${i}@example.com` }),
        });
        statuses.push(response.status);
        if (response.status === 429) expect(await response.json()).toEqual(apiError("request/too-many"));
      }
      expect(statuses).toEqual([...Array(10).fill(202), 429, 429]);
    } finally {
      await limited.stop();
    }
  });
});

describe("without mail", () => {
  let unmailed: RunningServer;
  beforeAll(async () => {
    unmailed = await startServer();
  });
  afterAll(async () => {
    await unmailed.stop();
  });

  it("takes no sign-ups in production, says so, and the server states it at start", async () => {
    await unmailed.waitForOutput(/mail is off/);
    const response = await fetch(`${unmailed.url}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "reader@example.com" }),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(apiError("newsletter/unavailable"));
  });

  it("marks every page it serves, prerendered or rendered, so that the footer offers no sign-up", async () => {
    for (const [path, status] of [
      ["/", 200],
      ["/ja/about", 200],
      ["/blog/web-app-or-mobile-app", 200],
      ["/no-such-page", 404],
    ] as const) {
      const response = await fetch(unmailed.url + path);
      expect(response.status, path).toBe(status);
      const html = await response.text();
      expect(html, path).toMatch(/^<!DOCTYPE html><html lang="[^"]+"[^>]* data-mail="off">/);
      expect(html, path).toContain("data-needs-mail");
      expect(html, path).toContain("data-without-mail");
    }
    // The page as built but for the mark: its inline code, and with it the CSP, unchanged.
    const marked = await fetch(`${unmailed.url}/about`);
    const mailed = await fetch(`${server.url}/about`);
    expect((await marked.text()).replace(' data-mail="off"', "")).toBe(await mailed.text());
    expect(marked.headers.get("content-security-policy")).toBe(mailed.headers.get("content-security-policy"));
    expect(marked.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(marked.headers.get("cache-control")).toBe(mailed.headers.get("cache-control"));
  });
});

describe("with mail", () => {
  it("leaves its pages unmarked: the footer offers the sign-up", async () => {
    for (const path of ["/", "/no-such-page"]) {
      const html = await (await fetch(server.url + path)).text();
      expect(html, path).toMatch(/^<!DOCTYPE html><html lang=/);
      expect(html, path).not.toMatch(/<html[^>]*data-mail/);
    }
  });
});

/** Moves a waiting sign-up `ms` into the past, as if it had been made that long ago. */
async function ageSignUp(email: string, ms: number) {
  const database = openDatabase({ dataDir: server.dataDir });
  try {
    const row = await database.db
      .selectFrom("newsletter_pending")
      .select("created_at")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable("newsletter_pending")
      .set({ created_at: Number(row.created_at) - ms })
      .where("email", "=", email)
      .execute();
  } finally {
    await database.close();
  }
}
