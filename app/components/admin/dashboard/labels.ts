import { useMemo } from "react";
import { TRAFFIC_DIMENSION } from "~/analytics/automated";
import { CHANNELS, DIRECT_SOURCE, GOALS, NOT_FOUND_PAGE } from "~/analytics/dimensions";
import type { FilterDimension } from "~/analytics/filters";
import { useLocale } from "~/i18n/context";
import { isLocale, LANGUAGES } from "~/i18n/locales";
import { isServiceId } from "~/services/catalog";

/** The country of visits whose country nobody could tell. */
const UNKNOWN_COUNTRY = "Unknown";
/** The browser or system of visits whose user agent nobody could read (server/analytics/ingest/user-agent.ts). */
const UNKNOWN_NAME = "Unknown";

const DEVICES = ["desktop", "mobile", "tablet"] as const;

const known = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * A country's flag, from its two-letter code as the regional-indicator pair that systems draw as the flag (a
 * system without such a font shows the two letters); none for the unknown country.
 */
export function countryFlag(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return "";
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/**
 * Names the values of a dimension (or of the filter on traffic) for people, in the page's language: channels,
 * goals, devices, services, countries, suspected automated traffic and the catch-all values from the
 * catalogues, languages by their own names. Anything else (sources, referrer domains, UTM tags, page paths)
 * is shown as it was recorded.
 */
export function useValueLabel(): (dimension: FilterDimension, value: string) => string {
  const { locale, t } = useLocale();
  return useMemo(() => {
    const regions = new Intl.DisplayNames([LANGUAGES[locale].tag], { type: "region" });
    return (dimension: FilterDimension, value: string) => {
      switch (dimension) {
        case TRAFFIC_DIMENSION:
          return t("admin.automated.value");
        case "channel":
          return known(CHANNELS, value) ? t(`admin.channel.${value}`) : value;
        case "source":
          return value === DIRECT_SOURCE ? t("admin.source.direct") : value;
        case "goal":
          return known(GOALS, value) ? t(`admin.goal.${value}`) : value;
        case "device":
          return known(DEVICES, value) ? t(`admin.device.${value}`) : `${t("admin.device.other")} (${value})`;
        case "service":
          return isServiceId(value) ? t(`service.${value}`) : value;
        case "locale":
          return isLocale(value) ? LANGUAGES[value].name : value;
        case "browser":
        case "os":
          return value === UNKNOWN_NAME ? t("admin.country.unknown") : value;
        case "country":
          if (value === UNKNOWN_COUNTRY) return t("admin.country.unknown");
          try {
            return regions.of(value) ?? value;
          } catch {
            return value;
          }
        case "page":
        case "entry_page":
        case "exit_page":
          return value === NOT_FOUND_PAGE ? t("admin.page.notFound") : value;
        default:
          return value;
      }
    };
  }, [locale, t]);
}
