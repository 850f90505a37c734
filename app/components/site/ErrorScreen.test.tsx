import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { loadMessages } from "~/i18n/catalog";
import { useLocale } from "~/i18n/context";
import { LocaleProvider } from "~/i18n/LocaleProvider";
import { ErrorScreen } from "./ErrorScreen";

describe("the error screen", () => {
  beforeAll(() => Promise.all([loadMessages("en", ["common"]), loadMessages("ja", ["common"])]));

  it("shows the spec's texts, collapsible details and a refresh button", () => {
    const html = renderToString(
      <LocaleProvider locale="en" namespaces={["common"]}>
        <ErrorScreen error={new Error("Widget exploded")} />
      </LocaleProvider>,
    );
    expect(html).toContain("Something went wrong");
    expect(html).toContain("We&#x27;re sorry, but something unexpected happened. Please try refreshing the page.");
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Error details<\/summary>/);
    expect(html).toContain("Widget exploded");
    expect(html).toMatch(/<button[^>]*>Refresh Page<\/button>/);
  });

  it("speaks the page's language", () => {
    const html = renderToString(
      <LocaleProvider locale="ja" namespaces={["common"]}>
        <ErrorScreen error="boom" />
      </LocaleProvider>,
    );
    expect(html).not.toContain("Something went wrong");
    expect(html).toContain("boom");
  });
});

describe("the language facility", () => {
  it("is an error outside its provider", () => {
    function Orphan() {
      useLocale();
      return null;
    }
    expect(() => renderToString(<Orphan />)).toThrow("useLocale must be used within a LocaleProvider");
  });

  it("renders a key missing from the catalogue as the raw key", () => {
    function Missing() {
      const { t } = useLocale();
      return <p>{t("no.such.key" as never)}</p>;
    }
    const html = renderToString(
      <LocaleProvider locale="en" namespaces={["common"]}>
        <Missing />
      </LocaleProvider>,
    );
    expect(html).toBe("<p>no.such.key</p>");
  });
});
