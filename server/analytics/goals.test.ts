import { describe, expect, it } from "vitest";
import type { Filter } from "../../app/analytics/filters";
import { storedEvent } from "../../tests/support/stored-events";
import { migratedDatabase, testDatabases } from "../../tests/support/test-databases";
import { customGoals } from "./goals";
import { goalsReached, pagePattern, ruleOf } from "./ingest/custom-goals";
import { storeEvents } from "./ingest/store";
import { breakdown } from "./reports/breakdown";
import { analyticsSummary } from "./reports/summary";

const RANGE = { from: "2026-11-21", to: "2026-11-21" };

const event = storedEvent;

describe("a goal's rule", () => {
  it("reads a page goal's pattern on the page with its language taken off", () => {
    expect(pagePattern("/blog/*").test("/blog/it-costs")).toBe(true);
    expect(pagePattern("/blog/*").test("/blog")).toBe(false);
    expect(pagePattern("/services/*-development").test("/services/web-development")).toBe(true);
    expect(pagePattern("/a.b").test("/aXb")).toBe(false);
    const rules = [
      ruleOf("p", "page", "/blog/*"),
      ruleOf("k", "click", "hero-cta"),
      ruleOf("l", "link", "https://GitHub.com/"),
    ];
    expect(goalsReached(rules, { name: "page_view", page: "/ja/blog/it-costs", properties: {} })).toEqual(["g.p"]);
    expect(goalsReached(rules, { name: "page_view", page: "/about", properties: {} })).toEqual([]);
    expect(goalsReached(rules, { name: "button_click", page: "/", properties: { goal: "hero-cta" } })).toEqual(["g.k"]);
    const link = { link_url: "https://github.com/nusantara", goal: "hero-cta" };
    expect(goalsReached(rules, { name: "link_click", page: "/", properties: link })).toEqual(["g.k", "g.l"]);
    expect(goalsReached(rules, { name: "scroll_depth", page: "/blog/x", properties: { goal: "hero-cta" } })).toEqual(
      [],
    );
  });
});

describe.each(testDatabases("goals"))("goals admins define, on $name", (target) => {
  const suite = migratedDatabase(target);

  it("count the visits that reach them from their creation on, by name, through a rename, until removed", async () => {
    const { db, dialect } = suite.database;
    const goals = customGoals(db);
    const store = storeEvents(db, dialect);
    const created = Date.parse("2026-11-21T02:00:00Z");
    // Before any goal: A reads the blog.
    await store([event("A", "01:00", "page_view", "/blog/it-costs")]);
    const blog = await goals.create("Read the blog", { kind: "page", path: "/blog/*" }, created);
    const hero = await goals.create("Hero button", { kind: "click", key: "hero-cta" }, created);
    const github = await goals.create("Figma file", { kind: "link", href: "https://www.figma.com/" }, created);
    if (typeof blog === "string" || typeof hero === "string" || typeof github === "string") throw new Error("not made");
    expect(blog).toMatchObject({
      name: "Read the blog",
      kind: "page",
      path: "/blog/*",
      createdAt: new Date(created).toISOString(),
    });
    expect(await goals.create("Read the blog", { kind: "page", path: "/about" })).toBe("name-taken");
    expect(await goals.create("cv_click", { kind: "page", path: "/about" })).toBe("name-taken");

    await store([
      event("B", "03:00", "page_view", "/id/blog/it-costs"),
      event("B", "03:01", "page_view", "/ja/blog/what-mvp"),
      event("C", "04:00", "page_view", "/"),
      event("C", "04:01", "button_click", "/", { button_text: "Start", section: "hero", goal: "hero-cta" }),
      event("C", "04:02", "link_click", "/", { link_url: "https://www.figma.com/file/nd", link_text: "Figma" }),
      event("D", "05:00", "page_view", "/about"),
      event("D", "05:01", "link_click", "/about", { link_url: "mailto:halo@example.test", link_text: "Mail" }),
    ]);

    const names = await goals.names();
    const view = { range: RANGE, filters: [] as Filter[], goals: names };
    const rows = async (filters = view.filters) =>
      Object.fromEntries(
        (await breakdown({ db, dialect }, "goal", { ...view, filters }, { limit: 10, offset: 0 })).rows.map((row) => [
          row.value,
          row.visits,
        ]),
      );
    // A read the blog before the goal existed: not counted. B's two posts are one visit.
    expect(await rows()).toEqual({ "Read the blog": 1, "Hero button": 1, "Figma file": 1, email_click: 1 });
    // The same through the visit columns (a filter every visit passes) and the filter by goal.
    expect(await rows([{ dimension: "device", negated: false, value: "desktop" }])).toEqual(await rows());
    const heroToken = names.tokenOf("Hero button");
    const onlyHero: Filter[] = [{ dimension: "goal", negated: false, value: heroToken }];
    expect(await rows(onlyHero)).toEqual({ "Hero button": 1, "Figma file": 1 });
    const summary = await analyticsSummary(
      { db, dialect },
      { ...view, period: "custom", filters: onlyHero, comparison: "none" },
    );
    expect(summary).toMatchObject({
      totalVisitors: 1,
      conversions: 1,
      filters: [{ dimension: "goal", value: "Hero button" }],
    });

    // Renamed: the same visits under the new name. Removed: no row, and the rest stays.
    expect(await goals.rename(hero.id, "Hero call to action")).toMatchObject({
      id: hero.id,
      name: "Hero call to action",
    });
    expect(await goals.rename(hero.id, "Figma file")).toBe("name-taken");
    expect(await goals.rename("nothing", "Else")).toBe("unknown");
    expect(await goals.remove(github.id)).toBe(true);
    const after = { ...view, goals: await goals.names() };
    const listed = await breakdown({ db, dialect }, "goal", after, { limit: 10, offset: 0 });
    expect(Object.fromEntries(listed.rows.map((row) => [row.value, row.visits]))).toEqual({
      "Read the blog": 1,
      "Hero call to action": 1,
      email_click: 1,
    });
    expect((await goals.list()).map((goal) => goal.name)).toEqual(["Hero call to action", "Read the blog"]);
  });
});

describe.each(testDatabases("goal-conversions"))("which goals are conversions, on $name", (target) => {
  const suite = migratedDatabase(target);

  it("every goal, unless an admin says not: from then on, in every view", async () => {
    const { db, dialect } = suite.database;
    const goals = customGoals(db);
    const store = storeEvents(db, dialect);
    const blog = await goals.create("Read a post", { kind: "page", path: "/blog/*" });
    if (typeof blog === "string") throw new Error("not made");
    expect(blog.conversion).toBe(true);
    // Built in, following the CV link (a job seeker) and a social network's are no conversions to begin with.
    const notConverting = async () =>
      (await goals.builtIn()).filter((goal) => !goal.conversion).map((goal) => goal.goal);
    expect(await notConverting()).toEqual(["cv_click", "social_click"]);
    expect(await goals.setConversion(blog.id, false)).toBe(true);
    expect(await goals.setConversion("phone_click", false)).toBe(true);
    expect(await goals.setConversion("phone_click", true)).toBe(true);
    expect(await goals.setConversion("nothing", false)).toBe(false);
    expect((await goals.list()).map((goal) => goal.conversion)).toEqual([false]);
    expect(await notConverting()).toEqual(["cv_click", "social_click"]);

    // E reads a post, F follows a social link: goals, not conversions. G writes an e-mail: a conversion.
    await store([
      event("E", "10:00", "page_view", "/blog/it-costs"),
      event("F", "10:05", "page_view", "/"),
      event("F", "10:06", "link_click", "/", { link_url: "https://www.instagram.com/nd", link_text: "Instagram" }),
      event("G", "10:10", "page_view", "/contact"),
      event("G", "10:11", "link_click", "/contact", { link_url: "mailto:halo@example.test", link_text: "Mail" }),
    ]);
    const view = { range: RANGE, period: "custom" as const, comparison: "none" as const };
    const figures = async (filters: Filter[] = []) => {
      const summary = await analyticsSummary({ db, dialect }, { ...view, filters, goals: await goals.names() });
      return { visits: summary.totalVisitors, conversions: summary.conversions };
    };
    const everyVisit: Filter[] = [{ dimension: "country", negated: false, value: "ID" }];
    expect(await figures()).toEqual({ visits: 3, conversions: 1 });
    // The same through the visit columns (a filter every visit passes).
    expect(await figures(everyVisit)).toEqual({ visits: 3, conversions: 1 });
    // Each goal still counts the visits that reached it.
    const reached = await breakdown(
      { db, dialect },
      "goal",
      { range: RANGE, filters: [], goals: await goals.names() },
      { limit: 10, offset: 0 },
    );
    expect(Object.fromEntries(reached.rows.map((row) => [row.value, row.conversions]))).toEqual({
      "Read a post": 1,
      social_click: 1,
      email_click: 1,
    });

    // Counting again from now on: H reads a post and converts; E stays as it counted.
    expect(await goals.setConversion(blog.id, true)).toBe(true);
    await store([event("H", "11:00", "page_view", "/blog/what-mvp")]);
    expect(await figures()).toEqual({ visits: 4, conversions: 2 });
    expect(await figures(everyVisit)).toEqual({ visits: 4, conversions: 2 });
    // A removed goal leaves no setting behind.
    expect(await goals.setConversion(blog.id, false)).toBe(true);
    expect(await goals.remove(blog.id)).toBe(true);
    expect(await db.selectFrom("analytics_non_conversions").select("goal").orderBy("goal").execute()).toEqual([
      { goal: "cv_click" },
      { goal: "social_click" },
    ]);
  });
});
