import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { MessageKey } from "./keys";
import { LOCALES, type Locale } from "./locales";
import { NAMESPACES, type Namespace } from "./namespaces";

/**
 * Compiled catalogues, one chunk per language and namespace: a page in Japanese
 * downloads only the Japanese messages of the namespaces it renders.
 */
const catalogues = import.meta.glob<{ messages: Messages }>("./messages/*/*.json", {
  query: "?lingui",
});

/** One Lingui instance per language, so concurrent server renders never share state. */
const instances = new Map<Locale, I18n>();
const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>();

function instanceFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: {} } });
    instances.set(locale, i18n);
  }
  return i18n;
}

function loadOne(locale: Locale, namespace: Namespace): Promise<void> {
  const id = `${locale}/${namespace}`;
  let load = loads.get(id);
  if (!load) {
    const importer = catalogues[`./messages/${id}.json`];
    if (!importer) throw new Error(`No message catalogue ${id}`);
    load = importer().then(({ messages }) => {
      instanceFor(locale).load(locale, messages);
      loaded.add(id);
    });
    load.catch(() => loads.delete(id));
    loads.set(id, load);
  }
  return load;
}

export function areMessagesLoaded(locale: Locale, namespaces: readonly Namespace[]): boolean {
  return namespaces.every((namespace) => loaded.has(`${locale}/${namespace}`));
}

const combinedLoads = new Map<string, Promise<void>>();

/** Loads the namespaces of one language; the same request answers with the same promise. */
export function loadMessages(locale: Locale, namespaces: readonly Namespace[]): Promise<void> {
  const id = `${locale}/${namespaces.join("+")}`;
  let load = combinedLoads.get(id);
  if (!load) {
    load = Promise.all(namespaces.map((namespace) => loadOne(locale, namespace))).then(() => {});
    load.catch(() => combinedLoads.delete(id));
    combinedLoads.set(id, load);
  }
  return load;
}

/** The server renders any page in any language, so it loads everything once at start. */
export function loadAllMessages(): Promise<void> {
  return Promise.all(LOCALES.map((locale) => loadMessages(locale, NAMESPACES))).then(() => {});
}

export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** A key missing from the loaded messages renders as the raw key. */
export function translator(locale: Locale): Translate {
  const i18n = instanceFor(locale);
  return (key, values) => i18n._(key, values);
}
