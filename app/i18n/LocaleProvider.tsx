import { type ReactNode, use } from "react";
import { areMessagesLoaded, loadMessages } from "./catalog";
import { LoadedLocale } from "./context";
import type { Locale } from "./locales";
import type { Namespace } from "./namespaces";

/**
 * Provides the page's language and its messages. While the messages of a newly entered language are
 * downloading, the render suspends: during a router navigation (the staff area) the previous page stays on
 * screen until they are there.
 */
export function LocaleProvider({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  if (!areMessagesLoaded(locale, namespaces)) use(loadMessages(locale, namespaces));
  return <LoadedLocale locale={locale}>{children}</LoadedLocale>;
}
