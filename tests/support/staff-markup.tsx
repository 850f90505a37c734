import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { LocaleProvider } from "../../app/i18n/LocaleProvider";
import type { Locale } from "../../app/i18n/locales";

/**
 * A piece of the staff area as the server would write it, in a language whose staff messages the test has loaded
 * (`loadMessages(locale, ["admin"])`): for unit tests of the dashboard's components, without a browser.
 */
export function staffMarkup(element: ReactNode, locale: Locale = "en"): string {
  return renderToString(
    <LocaleProvider locale={locale} namespaces={["admin"]}>
      {element}
    </LocaleProvider>,
  );
}
