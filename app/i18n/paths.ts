import { DEFAULT_LOCALE } from "~/config/build";
import { urlScheme } from "./url-scheme";

export const { localeFromPath, stripLocale, localizePath, switchLocale } = urlScheme(DEFAULT_LOCALE);
