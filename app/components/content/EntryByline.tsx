import { CalendarDays, Clock, RefreshCw, UserRound } from "lucide-react";
import type { Entry } from "~/content/schema";
import { useLocale } from "~/i18n/context";
import { formatDay } from "./format";

/** Who wrote an entry, when, and how long it takes to read. */
export function EntryByline({ entry }: { entry: Pick<Entry, "meta" | "readingMinutes"> }) {
  const { locale, t } = useLocale();
  const { author, date, updated } = entry.meta;
  const role = "authorRole" in entry.meta ? entry.meta.authorRole : undefined;
  const item = "flex items-center gap-2";
  return (
    <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-400">
      <li className={item}>
        <UserRound aria-hidden="true" className="size-4" />
        {t("content.by", { author: role ? t("content.authorWithRole", { name: author, role }) : author })}
      </li>
      <li className={item}>
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={date}>{t("content.published", { date: formatDay(date, locale) })}</time>
      </li>
      {updated && updated !== date && (
        <li className={item}>
          <RefreshCw aria-hidden="true" className="size-4" />
          <time dateTime={updated}>{t("content.updated", { date: formatDay(updated, locale) })}</time>
        </li>
      )}
      <li className={item}>
        <Clock aria-hidden="true" className="size-4" />
        {t("content.readingTime", { minutes: String(entry.readingMinutes) })}
      </li>
    </ul>
  );
}
