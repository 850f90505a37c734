import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../tests/support/test-databases";
import { savedViews, viewQueryProblem } from "./saved-views";

describe.each(testDatabases("saved-views"))("saved views on $name", (target) => {
  const suite = migratedDatabase(target);

  it("keeps one view per name, lists them by name, and deletes them", async () => {
    const views = savedViews(suite.database.db);
    const made = await views.create("Search", "filter=channel:search", Date.parse("2026-11-28T00:00:00Z"));
    expect(made).toMatchObject({
      name: "Search",
      query: "filter=channel:search",
      createdAt: "2026-11-28T00:00:00.000Z",
    });
    expect(await views.create("Search", "period=30d")).toBe("name-taken");
    await views.create("Ads", "filter=channel:paid");
    expect((await views.list()).map((view) => view.name)).toEqual(["Ads", "Search"]);
    expect(await views.remove(typeof made === "string" ? "" : made.id)).toBe(true);
    expect(await views.remove("nothing")).toBe(false);
    expect((await views.list()).map((view) => view.name)).toEqual(["Ads"]);
  });
});

describe("a saved view's query", () => {
  it("names only the dashboard's parameters, and filters it takes", () => {
    expect(viewQueryProblem("period=30d&compare=year&filter=page~:blog&interval=week&tab=sources:referrer")).toBeNull();
    expect(viewQueryProblem("period=7d&secret=1")).toMatch(/no parameter "secret"/);
    expect(viewQueryProblem("filter=colour:red")).toMatch(/unknown dimension/);
  });
});
