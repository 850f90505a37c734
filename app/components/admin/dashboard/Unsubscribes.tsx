import { MailMinus, MailPlus } from "lucide-react";
import { useCallback } from "react";
import { fetchUnsubscribes } from "~/admin/api";
import { useLocale } from "~/i18n/context";
import { useFormat } from "./use-format";
import { shownData, useStaffData } from "./use-staff-data";

/**
 * How many subscribed in the dashboard's range (`range`, its query), how many left by their own unsubscribe link,
 * and on which days (newest first): a wave of unsubscribes, by a mail client or by anyone holding the links,
 * shows here.
 */
export function Unsubscribes({ range }: { range: string }) {
  const { t } = useLocale();
  const format = useFormat();
  const { data } = useStaffData(useCallback(() => fetchUnsubscribes(range), [range]));
  const figures = shownData(data);
  if (!figures) return null;
  const counted = figures.days.filter(({ count }) => count > 0).reverse();
  return (
    <div className="mt-2 text-sm text-slate-300" data-unsubscribes={figures.total}>
      <p className="flex items-center gap-2" data-subscribed={figures.subscribed}>
        <MailPlus aria-hidden="true" className="size-4 text-slate-400" />
        {t("admin.newsletter.subscribedInRange", { count: format.number(figures.subscribed) })}
      </p>
      <p className="mt-1 flex items-center gap-2">
        <MailMinus aria-hidden="true" className="size-4 text-slate-400" />
        {t("admin.newsletter.unsubscribed", { count: format.number(figures.total) })}
      </p>
      {counted.length > 0 && (
        <ol
          aria-label={t("admin.newsletter.unsubscribesPerDay")}
          className="mt-1.5 flex flex-wrap gap-1.5 text-xs tabular-nums"
        >
          {counted.map(({ day, count }) => (
            <li key={day} className="rounded-full border border-white/10 px-2 py-0.5" data-unsubscribe-day={day}>
              {t("admin.newsletter.unsubscribesOn", { day: format.day(day), count: format.number(count) })}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
