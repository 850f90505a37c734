import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { AnalyticsSummary, BreakdownRow, Lead } from "../../app/admin/types";
import { addDays } from "../../app/analytics/periods";
import type { StoredEvent } from "../../server/analytics/ingest/rollup";
import { storeEvents } from "../../server/analytics/ingest/store";
import { dayOf, startOfDay } from "../../server/analytics/time";
import { openDatabase } from "../../server/db/database";
import { issuedLeadRef } from "../support/lead-refs";
import { signedInServer } from "../support/staff";

const AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

// Behind a trusted local proxy, X-Forwarded-For names the visitor's address; without it, every request is
// 127.0.0.1's. The limits let one address send the reviewer's 600 visits (the default is 600 events a minute).
const staff = signedInServer({
  TRUST_PROXY: "loopback",
  ANALYTICS_CLIENT_EVENTS_PER_MINUTE: "100000",
  ANALYTICS_EVENTS_PER_MINUTE: "100000",
});

const staffGet = (path: string) => fetch(staff.server.url + path, { headers: { cookie: staff.cookie } });
const EXCLUDED = "filter=traffic!:automated";

const landing = (page: string, referrer: string) => ({
  name: "page_view",
  page,
  page_name: page,
  page_title: "Page",
  page_location: staff.server.url + page,
  referrer,
});

/** One visit: its events, from a browser of its own (`agent`), from `address` or else 127.0.0.1. */
async function visit(agent: string, events: object[], address?: string) {
  const sent = await fetch(`${staff.server.url}/api/events`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": agent,
      origin: staff.server.url,
      ...(address && { "x-forwarded-for": address }),
    },
    body: JSON.stringify({ events }),
  });
  if (sent.status !== 202) throw new Error(`events refused: ${sent.status} ${await sent.text()}`);
}

const rows = async (dimension: string, query = "") =>
  (
    (await (await staffGet(`/api/analytics/breakdown?period=7d&dimension=${dimension}&${query}`)).json()) as {
      rows: BreakdownRow[];
    }
  ).rows;
const visits = async (query = "") =>
  ((await (await staffGet(`/api/analytics/summary?period=7d&${query}`)).json()) as AnalyticsSummary).totalVisitors;
const leads = async (query = "") =>
  ((await (await staffGet(`/api/leads?period=7d&${query}`)).json()) as { leads: Lead[] }).leads.map((lead) => lead.ref);

describe("one address, many visitors", () => {
  it("marks the source of 600 visits from one address with rotating user agents, and the filter leaves it out", async () => {
    // Five people from Google, each from an address of their own; one of them hands over a lead.
    const good = await issuedLeadRef(staff.server.url, `${AGENT} person/0`, { "x-forwarded-for": "203.0.113.10" });
    for (let n = 0; n < 5; n++) {
      const events: object[] = [landing("/", "https://www.google.com/")];
      if (n === 0) events.push({ name: "whatsapp_handover", page: "/", ref: good });
      await visit(`${AGENT} person/${n}`, events, `203.0.113.${10 + n}`);
    }
    // The flood: 600 user agents from one address, ten requests at a time; one of its visits hands over too.
    const bad = await issuedLeadRef(staff.server.url, `${AGENT} rotated/0`);
    const flood = Array.from({ length: 600 }, (_, n) => async () => {
      const events: object[] = [landing("/careers", "https://evil-casino.example/")];
      if (n === 0) events.push({ name: "whatsapp_handover", page: "/careers", ref: bad });
      await visit(`${AGENT} rotated/${n}`, events);
    });
    for (let start = 0; start < flood.length; start += 10) {
      await Promise.all(flood.slice(start, start + 10).map((send) => send()));
    }
    await expect.poll(() => visits()).toBe(605);

    const [top, ...others] = await rows("source");
    expect(top).toMatchObject({ value: "evil-casino.example", visits: 600, suspected: true });
    expect(others).toEqual([expect.objectContaining({ value: "Google", visits: 5, suspected: false })]);
    expect((await rows("referrer"))[0]).toMatchObject({ value: "evil-casino.example", suspected: true });
    expect((await rows("channel"))[0]).toMatchObject({ value: "referral", suspected: null });

    // Excluded: every report as if the flood never came.
    expect((await rows("source", EXCLUDED)).map((row) => [row.value, row.visits])).toEqual([["Google", 5]]);
    expect(await visits(EXCLUDED)).toBe(5);
    expect(await leads()).toEqual(expect.arrayContaining([bad, good]));
    expect(await leads(EXCLUDED)).toEqual([good]);
    const exported = unzipSync(
      new Uint8Array(await (await staffGet(`/api/analytics/export?period=7d&${EXCLUDED}`)).arrayBuffer()),
    );
    const sources = strFromU8(exported["source.csv"] ?? new Uint8Array())
      .trim()
      .split("\r\n");
    expect(sources.slice(1).map((line) => line.split(",")[0])).toEqual(["Google"]);
    // Kept alone, it is the flood.
    expect(await visits("filter=traffic:automated")).toBe(600);
  });

  it("leaves unmarked an office behind one address, and a source of many addresses, spread over a day", async () => {
    // Yesterday, from 08:00 for ten hours: 30 colleagues behind one office address, one every 20 minutes,
    // and 30 people of a partner's site, each from an address of their own. Written by another process into
    // the server's database: the server reads yesterday's visits again within seconds.
    const yesterday = addDays(dayOf(Date.now()), -1);
    const at = (n: number) => startOfDay(yesterday) + 8 * 3600_000 + n * 20 * 60_000;
    const landed = (visitor: string, client: string, time: number, referrer: string): StoredEvent => ({
      occurred_at: time,
      name: "page_view",
      visitor,
      client,
      page: "/",
      properties: JSON.stringify({ page_location: `${staff.server.url}/`, referrer }),
      device: "desktop",
      country: "ID",
    });
    const database = openDatabase({ dataDir: staff.server.dataDir });
    try {
      await storeEvents(
        database.db,
        database.dialect,
      )(
        Array.from({ length: 30 }, (_, n) => [
          landed(`office-${n}`, "office", at(n), "https://intranet.example.co.id/"),
          landed(`partner-${n}`, `partner-${n}`, at(n), "https://partner.example/"),
        ]).flat(),
      );
    } finally {
      await database.close();
    }
    // The filtered view reads the visit columns: once it holds yesterday's visits, so does the judgement.
    await expect
      .poll(async () => (await rows("source", EXCLUDED)).map((row) => row.value).sort())
      .toEqual(["Google", "intranet.example.co.id", "partner.example"]);
    const judged = Object.fromEntries((await rows("source")).map((row) => [row.value, row.suspected]));
    expect(judged).toEqual({
      "evil-casino.example": true,
      "intranet.example.co.id": false,
      "partner.example": false,
      Google: false,
    });
  });
});
