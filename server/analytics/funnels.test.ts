import { describe, expect, it } from "vitest";
import type { Filter } from "../../app/analytics/filters";
import { storedEvent } from "../../tests/support/stored-events";
import { migratedDatabase, testDatabases } from "../../tests/support/test-databases";
import { customFunnels } from "./funnels";
import { customGoals } from "./goals";
import { storeEvents } from "./ingest/store";
import { funnelReport } from "./reports/funnel";

const RANGE = { from: "2026-11-21", to: "2026-11-21" };

/** B comes on a phone; everyone else on a desktop. */
const event = (visitor: string, time: string, name: string, page: string, fields: object = {}) =>
  storedEvent(visitor, time, name, page, fields, visitor === "B" ? "mobile" : "desktop");

const handover = (visitor: string, time: string, page: string) =>
  event(visitor, time, "whatsapp_handover", page, { ref: "ND-7K4Q2M" });

describe.each(testDatabases("funnels"))("funnels, on $name", (target) => {
  const suite = migratedDatabase(target);

  it("count the visitors who reach each step in order within one visit, filtered and compared", async () => {
    const { db, dialect } = suite.database;
    const store = { db, dialect };
    const goals = customGoals(db);
    const funnels = customFunnels(db);
    await storeEvents(
      db,
      dialect,
    )([
      // A: a service page, the form, a hand-over: every step of both funnels.
      event("A", "01:00", "page_view", "/"),
      event("A", "01:01", "page_view", "/ja/services/web-development"),
      event("A", "01:02", "page_view", "/contact"),
      event("A", "01:03", "form_interaction", "/contact", { form_id: "contact-form", field_name: "name" }),
      event("A", "01:04", "form_interaction", "/contact", { form_id: "contact-form", field_name: "message" }),
      handover("A", "01:05", "/contact"),
      // B, on a phone: a service page, nothing more.
      event("B", "02:00", "page_view", "/services/mobile-apps"),
      // C hands over from the landing page, then reads a service page: the wrong order for the new funnel.
      event("C", "03:00", "page_view", "/"),
      handover("C", "03:01", "/"),
      event("C", "03:02", "page_view", "/services/web-development"),
      // D reads About only: no step.
      event("D", "04:00", "page_view", "/about"),
    ]);
    const names = await goals.names();

    const listed = await funnels.list(names);
    expect(listed.map((funnel) => funnel.id)).toEqual(["contact"]);
    const contact = await funnels.find("contact");
    if (!contact) throw new Error("no contact funnel");
    const view = { range: RANGE, filters: [] as Filter[], comparison: "none" as const, goals: names };
    const visitors = async (id: string, filters = view.filters) => {
      const funnel = await funnels.find(id);
      if (!funnel) throw new Error(`no funnel ${id}`);
      return (await funnelReport(store, funnel, { ...view, filters })).steps.map((step) => step.visitors);
    };
    // The form seen by A and C (the landing page and /contact); a hand-over is the form's last stage, so C,
    // whose focus events did not arrive, counts at every stage before it, as A does.
    expect(await visitors("contact")).toEqual([2, 2, 2, 2]);

    const made = await funnels.create(
      "Service to WhatsApp",
      [
        { kind: "page", path: "/services/*" },
        { kind: "goal", goal: "whatsapp_handover" },
      ],
      names,
    );
    if (typeof made === "string") throw new Error(made);
    expect(await funnels.create("Service to WhatsApp", made.steps, names)).toBe("name-taken");
    const report = await funnelReport(store, made, view);
    expect(report.steps).toEqual([
      expect.objectContaining({ name: "/services/*", visitors: 3, conversionRate: 100, dropOff: 0, dropOffRate: 0 }),
      expect.objectContaining({ name: "whatsapp_handover", visitors: 1, conversionRate: 33.3, dropOff: 2 }),
    ]);
    expect(await visitors(made.id, [{ dimension: "device", negated: false, value: "mobile" }])).toEqual([1, 0]);
    const compared = await funnelReport(store, made, { ...view, comparison: "previous" });
    expect(compared.compared).toMatchObject({ from: "2026-11-20", to: "2026-11-20" });
    expect(compared.compared?.steps.map((step) => step.visitors)).toEqual([0, 0]);
    // A view that ends today is compared up to the same time of day, as the summary compares: at 02:30 the day
    // before counts A (01:00) and not C (03:00); once that view is over, its whole compared day counts.
    const nextDay = { ...view, range: { from: "2026-11-22", to: "2026-11-22" }, comparison: "previous" as const };
    const cut = await funnelReport(store, contact, nextDay, Date.parse("2026-11-22T02:30:00Z"));
    expect(cut.compared).toMatchObject({ from: "2026-11-21", to: "2026-11-21", until: expect.any(String) });
    expect(cut.compared?.steps.map((step) => step.visitors)).toEqual([1, 1, 1, 1]);
    const whole = await funnelReport(store, contact, nextDay, Date.parse("2026-11-23T02:30:00Z"));
    expect(whole.compared?.until).toBeUndefined();
    expect(whole.compared?.steps.map((step) => step.visitors)).toEqual([2, 2, 2, 2]);

    // A goal step follows its goal through a rename.
    const goal = await goals.create("Read About", { kind: "page", path: "/about" });
    if (typeof goal === "string") throw new Error(goal);
    const withGoal = await funnels.update(
      made.id,
      {
        steps: [
          { kind: "page", path: "/" },
          { kind: "goal", goal: "Read About" },
        ],
      },
      await goals.names(),
    );
    expect(withGoal).toMatchObject({ steps: [{ kind: "page" }, { kind: "goal", goal: "Read About" }] });
    await goals.rename(goal.id, "About read");
    expect((await funnels.list(await goals.names()))[1]?.steps[1]).toEqual({ kind: "goal", goal: "About read" });
    expect(await funnels.update("nothing", { name: "Else" }, names)).toBe("unknown");
    expect(await funnels.remove(made.id)).toBe(true);
    expect((await funnels.list(names)).map((funnel) => funnel.name)).toEqual(["Contact form"]);
  });
});
