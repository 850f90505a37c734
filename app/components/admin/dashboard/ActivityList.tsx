import { useState } from "react";
import type { ActivityEntry } from "~/admin/types";
import { shownText } from "~/admin/visitor-text";
import { dayOf } from "~/analytics/site-calendar";
import { useLocale } from "~/i18n/context";
import type { MessageKey } from "~/i18n/keys";
import { isLocale, LANGUAGES } from "~/i18n/locales";
import { buttonSecondarySmall } from "../../ui/styles";
import { useValueLabel } from "./labels";
import { useFormat } from "./use-format";

/** Where the page and a visitor's text go in a sentence: characters no catalogue holds. */
const PAGE = "\u0000";
const TARGET = "\u0001";
// biome-ignore lint/suspicious/noControlCharactersInRegex: the places are control characters for that reason.
const PLACES = /(\u0000|\u0001)/;

/** The sentence of each action; the reading events left on their own share one. */
const SENTENCES: Record<string, MessageKey> = {
  page_view: "admin.activity.page_view",
  whatsapp_handover: "admin.activity.whatsapp_handover",
  newsletter_signup: "admin.activity.newsletter_signup",
  email_click: "admin.activity.email_click",
  phone_click: "admin.activity.phone_click",
  cv_click: "admin.activity.cv_click",
  social_click: "admin.activity.social_click",
  link_click: "admin.activity.link_click",
  button_click: "admin.activity.button_click",
  // A link to one of the site's own pages reads as a button: what it said, where.
  site_link: "admin.activity.button_click",
  form_interaction: "admin.activity.form_interaction",
  language_change: "admin.activity.language_change",
  scroll_depth: "admin.activity.reading",
  user_engagement: "admin.activity.reading",
  time_on_page: "admin.activity.reading",
  page_exit: "admin.activity.reading",
};

/**
 * One entry as a sentence ("A visitor from Singapore opened /ja/services/web-development"), its page
 * set apart and wrapped anywhere so that a long path stays whole on a phone, a button's words or a link's
 * site quoted; below it the device, how far the page was scrolled and read, and when.
 */
function Entry({ entry, today, attribute }: { entry: ActivityEntry; today: string; attribute: string }) {
  const { t } = useLocale();
  const label = useValueLabel();
  const format = useFormat();
  const who =
    entry.country === "Unknown"
      ? t("admin.activity.someone")
      : t("admin.activity.from", { country: label("country", entry.country) });
  const service = entry.action === "whatsapp_handover" && entry.target;
  const key = service ? "admin.activity.whatsapp_service" : (SENTENCES[entry.action] ?? "admin.activity.other");
  const target = entry.target ?? "";
  const parts = t(key, {
    who,
    page: PAGE,
    n: entry.count,
    count: format.number(entry.count),
    target: TARGET,
    service: service ? label("service", target) : "",
    language: isLocale(target) ? LANGUAGES[target].name : target,
    action: entry.action,
  }).split(PLACES);
  const details = [
    label("device", entry.device),
    entry.scrolled !== null && t("admin.activity.scrolled", { percent: format.wholePercent(entry.scrolled) }),
    entry.seconds !== null && t("admin.activity.read", { duration: format.duration(entry.seconds) }),
  ].filter(Boolean);
  const at = entry.timestamp;
  return (
    <li {...{ [attribute]: entry.action }} className="py-2">
      {/* As wide as the list: the sentence ends in a path, which the measure of a paragraph of prose would break. */}
      <p className="max-w-none text-slate-200">
        {parts.map((part, index) =>
          part === PAGE ? (
            <span key={index} className="wrap-anywhere font-mono text-xs text-slate-300" data-activity-page>
              {entry.page}
            </span>
          ) : part === TARGET ? (
            // What a visitor's browser sent: text between the sentence's quotes, cut short, never a link.
            <span key={index} className="wrap-anywhere text-white" data-activity-target>
              {shownText(target)}
            </span>
          ) : (
            part
          ),
        )}
      </p>
      {/* Each detail whole, side by side, wrapping between details: no separator to strand at a line's end. */}
      <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-400">
        {details.map((detail) => (
          <span key={String(detail)} className="whitespace-nowrap">
            {detail}
          </span>
        ))}
        <time dateTime={at} className="whitespace-nowrap">
          {dayOf(Date.parse(at)) === today ? format.clock(at) : format.moment(at)}
        </time>
      </p>
    </li>
  );
}

/**
 * What visitors did, newest first, as sentences: the recent activity of a period and the live stream.
 * `attribute` names the data attribute each entry carries with its action. With `first`, that many entries show
 * until the reader asks for the rest.
 */
export function ActivityList({
  entries,
  empty,
  attribute,
  first,
}: {
  entries: ActivityEntry[];
  empty: MessageKey;
  attribute: `data-${string}`;
  first?: number;
}) {
  const { t } = useLocale();
  const [whole, setWhole] = useState(false);
  if (entries.length === 0) return <p className="text-sm text-slate-400">{t(empty)}</p>;
  // Today in the site's calendar, the time zone its moments are shown in.
  const today = dayOf(Date.now());
  const cut = !whole && first !== undefined && entries.length > first;
  return (
    <>
      <ol className="divide-y divide-white/5 text-sm">
        {(cut ? entries.slice(0, first) : entries).map((entry, index) => (
          <Entry key={`${entry.timestamp}-${index}`} entry={entry} today={today} attribute={attribute} />
        ))}
      </ol>
      {cut && (
        <div className="mt-auto pt-4">
          <button type="button" onClick={() => setWhole(true)} className={`${buttonSecondarySmall} w-full`}>
            {t("admin.list.showMore")}
          </button>
        </div>
      )}
    </>
  );
}
