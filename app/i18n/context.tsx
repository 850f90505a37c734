import { createContext, type ReactNode, useContext, useMemo } from "react";
import { type Translate, translator } from "./catalog";
import type { Locale } from "./locales";

interface LocaleContextValue {
  locale: Locale;
  t: Translate;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

/**
 * Provides a language whose messages are loaded already (the islands load them before they hydrate;
 * `LocaleProvider` waits for them). Uses `.Provider`, which the islands' runtime, Preact, understands too.
 */
export function LoadedLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo(() => ({ locale, t: translator(locale) }), [locale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error("useLocale must be used within a LocaleProvider");
  return value;
}
