import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { loadMessages } from "~/i18n/catalog";
import { LocaleProvider } from "~/i18n/LocaleProvider";
import type { Locale } from "~/i18n/locales";
import { DeviceSplit } from "./DeviceSplit";

const devices = [
  { device: "desktop", visitors: 1200, percentage: 50 },
  { device: "smart-tv", visitors: 1200, percentage: 50 },
];

const rendered = (locale: Locale) =>
  renderToString(
    <LocaleProvider locale={locale} namespaces={["admin"]}>
      <DeviceSplit devices={devices} onFilter={() => {}} />
    </LocaleProvider>,
  );

/** The visible label of a device's row (its button's text, without the screen reader's hint). */
const labelOf = (html: string, device: string) =>
  html
    .match(new RegExp(`data-device="${device}".*?<button[^>]*>(.*?)<span class="sr-only"`))?.[1]
    ?.replace(/<svg.*?<\/svg>/g, "");

describe("the device split", () => {
  beforeAll(() =>
    Promise.all((["en", "id", "ja", "ko", "zh"] as const).map((locale) => loadMessages(locale, ["admin"]))),
  );

  it("labels a device type it does not know as another device, never as desktop", () => {
    const html = rendered("en");
    expect(labelOf(html, "desktop")).toBe("Desktop");
    expect(labelOf(html, "smart-tv")).toBe("Other device (smart-tv)");
    expect(html).toContain('title="Filter the dashboard by Other device (smart-tv)"');
  });

  it("says so in every language", () => {
    for (const locale of ["id", "ja", "ko", "zh"] as const) {
      const label = labelOf(rendered(locale), "smart-tv");
      expect(label, locale).toMatch(/\(smart-tv\)$/);
      expect(label, locale).not.toBe(labelOf(rendered(locale), "desktop"));
      expect(label, locale).not.toContain("Other device");
    }
  });
});
