import { Bot } from "lucide-react";
import { AUTOMATED_RULE } from "~/analytics/automated";
import { useLocale } from "~/i18n/context";
import { useFormat } from "./use-format";

/** The rule of suspected automated traffic in the staff member's language, with its figures. */
function useExplanation(): string {
  const { t } = useLocale();
  const format = useFormat();
  return t("admin.automated.explain", { visits: format.number(AUTOMATED_RULE.minVisits) });
}

/** The mark of a source or referrer the rule suspects automated; hovering it tells the rule. */
export function SuspectedMarker() {
  const { t } = useLocale();
  return (
    <span
      data-suspected
      title={useExplanation()}
      className="ml-2 inline-flex items-center gap-1 whitespace-nowrap rounded-full border border-amber-400/40 bg-amber-500/15 px-2 py-0.5 align-middle text-xs font-medium text-amber-200"
    >
      <Bot aria-hidden="true" className="size-3.5" />
      {t("admin.automated.marker")}
    </span>
  );
}

/** The rule, written under a list with marked rows (which name it as their description by `id`). */
export function SuspectedNote({ id }: { id: string }) {
  return (
    <p id={id} data-automated-note className="mt-3 flex gap-2 text-xs text-amber-200/90">
      <Bot aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      {useExplanation()}
    </p>
  );
}
