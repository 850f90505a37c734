import { describe, expect, it } from "vitest";
import type { FunnelReport } from "../../app/analytics/funnels";
import { addDays } from "../../app/analytics/periods";
import { dayOf } from "../../server/analytics/time";
import { apiError } from "../support/api-error";
import { signedInServer, staffCall, viewerSession } from "../support/staff";

const staff = signedInServer();
const viewer = viewerSession(staff);
const call = staffCall(staff);

describe("the goals API", () => {
  it("lets admins define, rename, count as conversions or not and remove goals, staff list them, and names what is wrong", async () => {
    expect((await fetch(`${staff.server.url}/api/goals`)).status).toBe(401);
    const made = await call("POST", "/api/goals", { name: " Pricing ", kind: "page", path: "/ja/services/*" });
    expect(made.status).toBe(201);
    const goal = (await made.json()) as { id: string };
    expect(goal).toMatchObject({ name: "Pricing", kind: "page", path: "/services/*", createdAt: expect.any(String) });
    expect(await (await call("POST", "/api/goals", { name: "Pricing", kind: "click", key: "x" })).json()).toEqual(
      apiError("goals/name-taken"),
    );
    for (const body of [
      { name: "A", kind: "page", path: "services" },
      { name: "B", kind: "click", key: "Hero CTA" },
      { name: "C", kind: "link", href: "javascript:alert(1)" },
      { name: "D", kind: "colour", path: "/" },
      { name: "", kind: "page", path: "/" },
    ]) {
      const refused = await call("POST", "/api/goals", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    // A viewer lists them, and changes nothing.
    const listed = (await (await call("GET", "/api/goals", undefined, viewer.cookie)).json()) as {
      goals: { name: string }[];
    };
    expect(listed.goals.map((one) => one.name)).toEqual(["Pricing"]);
    expect((await call("POST", "/api/goals", { name: "Mine", kind: "click", key: "x" }, viewer.cookie)).status).toBe(
      403,
    );
    expect((await call("PATCH", `/api/goals/${goal.id}`, { name: "Mine" }, viewer.cookie)).status).toBe(403);
    expect((await call("DELETE", `/api/goals/${goal.id}`, undefined, viewer.cookie)).status).toBe(403);

    expect(await (await call("PATCH", `/api/goals/${goal.id}`, { name: "Service pages" })).json()).toMatchObject({
      id: goal.id,
      name: "Service pages",
    });
    expect((await call("PATCH", "/api/goals/nothing", { name: "X" })).status).toBe(404);
    // Whether a goal counts as a conversion: a custom goal's, and a built-in goal's by its key.
    expect(await (await call("PATCH", `/api/goals/${goal.id}`, { conversion: false })).json()).toMatchObject({
      id: goal.id,
      name: "Service pages",
      conversion: false,
    });
    expect(await (await call("PATCH", "/api/goals/phone_click", { conversion: false })).json()).toEqual({
      goal: "phone_click",
      conversion: false,
    });
    expect(await (await call("PATCH", "/api/goals/social_click", { name: "Social" })).json()).toEqual(
      apiError("goals/built-in"),
    );
    expect((await call("PATCH", `/api/goals/${goal.id}`, {})).status).toBe(400);
    expect((await call("PATCH", "/api/goals/cv_click", { conversion: false }, viewer.cookie)).status).toBe(403);
    const settings = (await (await call("GET", "/api/goals", undefined, viewer.cookie)).json()) as {
      goals: { conversion: boolean }[];
      builtIn: { goal: string; conversion: boolean }[];
    };
    expect(settings.goals.map((one) => one.conversion)).toEqual([false]);
    expect(settings.builtIn).toEqual([
      { goal: "whatsapp_handover", conversion: true },
      { goal: "newsletter_signup", conversion: true },
      { goal: "cv_click", conversion: false },
      { goal: "email_click", conversion: true },
      { goal: "phone_click", conversion: false },
      { goal: "social_click", conversion: false },
    ]);
    expect((await call("PATCH", "/api/goals/phone_click", { conversion: true })).status).toBe(200);
    expect((await call("DELETE", `/api/goals/${goal.id}`)).status).toBe(204);
    expect(await (await call("DELETE", `/api/goals/${goal.id}`)).json()).toEqual(apiError("goals/unknown-goal"));
  });
});

describe("the funnels API", () => {
  it("starts with the contact form's funnel, and lets admins define, change and remove funnels", async () => {
    const { funnels } = (await (await call("GET", "/api/funnels", undefined, viewer.cookie)).json()) as {
      funnels: { id: string; name: string }[];
    };
    expect(funnels.map((funnel) => funnel.id)).toEqual(["contact"]);
    const steps = [
      { kind: "page", path: "/services/*" },
      { kind: "goal", goal: "whatsapp_handover" },
    ];
    const made = await call("POST", "/api/funnels", { name: "Service to WhatsApp", steps });
    expect(made.status).toBe(201);
    const funnel = (await made.json()) as { id: string };
    expect(funnel).toMatchObject({ name: "Service to WhatsApp", steps });
    expect((await call("POST", "/api/funnels", { name: "Mine", steps }, viewer.cookie)).status).toBe(403);
    const refusals: [unknown, number][] = [
      [{ name: "One step", steps: steps.slice(0, 1) }, 400],
      [{ name: "Nine steps", steps: Array.from({ length: 9 }, () => steps[0]) }, 400],
      [{ name: "No such goal", steps: [steps[0], { kind: "goal", goal: "Nothing" }] }, 400],
      [{ name: "Service to WhatsApp", steps }, 409],
    ];
    for (const [body, status] of refusals) expect((await call("POST", "/api/funnels", body)).status).toBe(status);

    const report = await call("GET", `/api/analytics/funnel?period=7d&id=${funnel.id}`, undefined, viewer.cookie);
    expect(report.status).toBe(200);
    expect((await report.json()) as FunnelReport).toMatchObject({
      name: "Service to WhatsApp",
      steps: [
        { name: "/services/*", visitors: 0, conversionRate: 0, dropOff: 0 },
        { name: "whatsapp_handover", visitors: 0 },
      ],
      compared: { steps: [{ visitors: 0 }, { visitors: 0 }] },
    });
    expect((await call("GET", "/api/analytics/funnel?period=7d&id=nothing")).status).toBe(404);
    // Older than the visits kept: a funnel reads the visits' journeys.
    const today = dayOf(Date.now());
    const old = `from=${addDays(today, -1000)}&to=${addDays(today, -990)}`;
    expect(await (await call("GET", `/api/analytics/funnel?${old}&id=contact`)).json()).toMatchObject(
      apiError("analytics/invalid-period"),
    );
    expect((await fetch(`${staff.server.url}/api/analytics/funnel?period=7d&id=contact`)).status).toBe(401);

    const renamed = await call("PATCH", `/api/funnels/${funnel.id}`, { name: "Services to WhatsApp" });
    expect(await renamed.json()).toMatchObject({ name: "Services to WhatsApp", steps });
    expect((await call("DELETE", `/api/funnels/${funnel.id}`)).status).toBe(204);
    expect((await call("DELETE", `/api/funnels/${funnel.id}`)).status).toBe(404);
  });
});
