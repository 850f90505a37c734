import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DigestSetting } from "../../app/admin/types";
import { message } from "../support/pages";
import { type RunningServer, SECURITY_SETTINGS, startServer } from "../support/server";
import { mailSettings, startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { createStaff, STAFF, signIn } from "../support/staff";

let smtp: TestSmtpServer;
let server: RunningServer;
let cookie: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer(mailSettings(smtp));
  await createStaff(server);
  cookie = await signIn(server);
});
afterAll(async () => {
  await server.stop();
  await smtp.close();
});

const digest = (init: RequestInit = {}, headers: Record<string, string> = { cookie }) =>
  fetch(`${server.url}/api/account/digest`, {
    ...init,
    headers: { "content-type": "application/json", origin: server.url, ...headers },
  });

describe("the weekly digest setting", () => {
  it("is off until the staff member turns it on, in the language they chose it in", async () => {
    expect(await (await digest()).json()).toEqual({ enabled: false, locale: null, mail: true } satisfies DigestSetting);
    const on = await digest({ method: "PATCH", body: JSON.stringify({ enabled: true, locale: "ja" }) });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ enabled: true, locale: "ja", mail: true });
    expect(await (await digest()).json()).toEqual({ enabled: true, locale: "ja", mail: true });
  });

  it("is a person's: refused without a session, to the API key, and for bad input", async () => {
    expect((await digest({}, {})).status).toBe(401);
    expect((await digest({}, { authorization: `Bearer ${SECURITY_SETTINGS.API_SECURITY_KEY}` })).status).toBe(401);
    for (const body of ['{"enabled":"yes","locale":"ja"}', '{"enabled":true,"locale":"fr"}', "{}", "[]"]) {
      expect((await digest({ method: "PATCH", body })).status).toBe(400);
    }
  });

  it("sends last week's digest when the server looks (at start, then hourly), once a week", async () => {
    // The server looked at its start, before the setting was on: a restart looks again and sends it.
    await server.stop({ keepData: true });
    server = await startServer({ ...mailSettings(smtp), DATA_DIR: server.dataDir, LOG_LEVEL: "debug" });
    const mail = await smtp.mailTo(STAFF.email);
    expect(mail.html).toContain('lang="ja"');
    // Nobody visited this new site last week, and the digest says so.
    expect(mail.text).toContain(message("ja", "admin.digest.noVisits"));
    expect(mail.links.some((link) => link.includes("/ja/admin?from="))).toBe(true);
    // Another start in the same week looks again, and sends nothing more.
    await server.stop({ keepData: true });
    server = await startServer({ ...mailSettings(smtp), DATA_DIR: server.dataDir, LOG_LEVEL: "debug" });
    await server.waitForOutput(/weekly digests checked/);
    expect(server.output()).toMatch(/"due":0/);
    expect(smtp.received.filter((received) => received.to.includes(STAFF.email))).toHaveLength(1);
  });
});
