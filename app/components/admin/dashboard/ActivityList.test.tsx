import { beforeAll, describe, expect, it } from "vitest";
import type { ActivityEntry } from "~/admin/types";
import { loadMessages } from "~/i18n/catalog";
import type { Locale } from "~/i18n/locales";
import { staffMarkup } from "../../../../tests/support/staff-markup";
import { ActivityList } from "./ActivityList";

const view = (count: number): ActivityEntry => ({
  timestamp: "2026-11-21T03:00:00.000Z",
  action: "page_view",
  page: "/contact",
  country: "Unknown",
  device: "mobile",
  target: null,
  scrolled: null,
  seconds: null,
  count,
});

/** The entries' sentences, as the list writes them. */
function sentences(locale: Locale, entries: ActivityEntry[]) {
  const html = staffMarkup(
    <ActivityList entries={entries} empty="admin.list.empty" attribute="data-activity" />,
    locale,
  );
  return [...html.matchAll(/<p class="max-w-none text-slate-200">(.*?)<\/p>/g)].map((match) =>
    match[1]?.replace(/<[^>]+>/g, ""),
  );
}

describe("the activity list's sentences", () => {
  beforeAll(() => Promise.all([loadMessages("en", ["admin"]), loadMessages("id", ["admin"])]));

  it("count a page opened again and again, and say nothing of a count of one, in every plural rule", () => {
    expect(sentences("en", [view(3), view(1)])).toEqual([
      "A visitor opened /contact (3 times)",
      "A visitor opened /contact",
    ]);
    // Indonesian has one plural form for every number: a single view must not read "(1 kali)".
    expect(sentences("id", [view(3), view(1)])).toEqual([
      "Seorang pengunjung membuka /contact (3 kali)",
      "Seorang pengunjung membuka /contact",
    ]);
  });
});
