import { describe, expect, it } from "vitest";
import { apiQuery, viewFromSearch, viewSearch, withFilter, withTab } from "./view";

describe("the dashboard's view in its URL", () => {
  it("reads what a shared link names and writes it back, defaults left out", () => {
    const search = new URLSearchParams(
      "from=2026-10-01&to=2026-10-31&compare=year&filter=channel:search&filter=locale!:ja&interval=week&metric=pageViews",
    );
    const view = viewFromSearch(search);
    expect(view).toEqual({
      period: "custom",
      range: { from: "2026-10-01", to: "2026-10-31" },
      comparison: "year",
      filters: [
        { dimension: "channel", negated: false, value: "search" },
        { dimension: "locale", negated: true, value: "ja" },
      ],
      interval: "week",
      metric: "pageViews",
    });
    expect(viewSearch(view).toString()).toBe(search.toString());
    expect(viewFromSearch(viewSearch(view))).toEqual(view);
    expect(viewSearch(viewFromSearch(new URLSearchParams(""))).toString()).toBe("");
  });

  it("falls back to the defaults for what it cannot read", () => {
    expect(
      viewFromSearch(
        new URLSearchParams("period=1d&compare=decade&filter=colour:red&interval=fortnight&metric=visitors"),
      ),
    ).toEqual({
      period: "7d",
      comparison: "previous",
      filters: [],
    });
  });

  it("asks the API for the same view", () => {
    const view = viewFromSearch(new URLSearchParams("period=30d&compare=none&filter=page:/contact"));
    expect(apiQuery(view).toString()).toBe("period=30d&filter=page%3A%2Fcontact");
    expect(apiQuery(view, { compare: true }).get("compare")).toBe("none");
  });

  it("replaces a filter by its negation, and keeps one of each", () => {
    const view = viewFromSearch(new URLSearchParams("filter=source:Google"));
    const not = { dimension: "source", negated: true, value: "Google" } as const;
    const negated = withFilter(view, not);
    expect(negated.filters).toEqual([not]);
    expect(withFilter(negated, not).filters).toEqual([not]);
  });

  it("keeps the view each panel shows in the URL, the first view left out", () => {
    const view = viewFromSearch(new URLSearchParams("tab=sources:referrer&tab=campaigns:colour&tab=No:source"));
    expect(view.tabs).toEqual({ sources: "referrer" });
    const campaigns = withTab(view, "campaigns", "utm_medium", "utm_campaign");
    expect(viewSearch(campaigns).getAll("tab")).toEqual(["sources:referrer", "campaigns:utm_medium"]);
    expect(
      withTab(withTab(campaigns, "sources", "channel", "channel"), "campaigns", "utm_campaign", "utm_campaign"),
    ).toEqual(viewFromSearch(new URLSearchParams("")));
    // The panels' views are not the API's concern.
    expect(apiQuery(view).has("tab")).toBe(false);
  });
});
