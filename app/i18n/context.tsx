import { createContext, type ReactNode, use, useContext, useMemo } from "react";
import { areMessagesLoaded, loadMessages, type Translate, translator } from "./catalog";
import type { Locale } from "./locales";
import type { Namespace } from "./namespaces";

interface LocaleContextValue {
  locale: Locale;
  t: Translate;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

/**
 * Provides the page's language and its messages. While the messages of a newly
 * entered language are downloading, the render suspends: during a router
 * navigation the previous page stays on screen until they are there.
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
  const value = useMemo(() => ({ locale, t: translator(locale) }), [locale]);
  return <LocaleContext value={value}>{children}</LocaleContext>;
}

/**
 * Makes sure namespaces beyond the page's own are loaded, for content whose code arrives later (see
 * `deferredHydration`): the render suspends until the messages of the current language are there.
 */
export function useMessages(namespaces: readonly Namespace[]): void {
  const { locale } = useLocale();
  if (!areMessagesLoaded(locale, namespaces)) use(loadMessages(locale, namespaces));
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error("useLocale must be used within a LocaleProvider");
  return value;
}
