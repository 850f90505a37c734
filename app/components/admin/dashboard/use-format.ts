import { type Formats, formatsFor } from "~/admin/format";
import { useLocale } from "~/i18n/context";
import { LANGUAGES } from "~/i18n/locales";

/** The dashboard's formats (numbers, percentages, durations, rupiah, dates) in the staff page's language. */
export function useFormat(): Formats {
  const { locale } = useLocale();
  return formatsFor(LANGUAGES[locale].tag);
}
