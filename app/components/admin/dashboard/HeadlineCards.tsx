import {
  Clock,
  CornerUpLeft,
  Eye,
  MessageCircle,
  MoveRight,
  Target,
  TrendingDown,
  TrendingUp,
  Trophy,
  UserCheck,
  Users,
} from "lucide-react";
import type { AnalyticsSummary } from "~/admin/types";
import type { ChartMetric } from "~/admin/view";
import { useLocale } from "~/i18n/context";
import type { MessageKey } from "~/i18n/keys";
import { comparableCounts } from "./small-counts";
import { useFormat } from "./use-format";

type Figure = keyof AnalyticsSummary["changes"];
type NumberShape = "number" | "duration" | "percent";

/** The cards, and the chart's metric of those the chart can draw. */
const CARDS: { figure: Figure; label: MessageKey; icon: typeof Users; shape: NumberShape; chart?: ChartMetric }[] = [
  { figure: "totalVisitors", label: "admin.cards.totalVisitors", icon: Users, shape: "number", chart: "visits" },
  { figure: "pageViews", label: "admin.cards.pageViews", icon: Eye, shape: "number", chart: "pageViews" },
  {
    figure: "uniqueVisitors",
    label: "admin.cards.uniqueVisitors",
    icon: UserCheck,
    shape: "number",
    chart: "visitors",
  },
  { figure: "averageTimeOnSite", label: "admin.cards.averageTime", icon: Clock, shape: "duration" },
  { figure: "bounceRate", label: "admin.cards.bounceRate", icon: CornerUpLeft, shape: "percent" },
  { figure: "conversionRate", label: "admin.cards.conversionRate", icon: Target, shape: "percent" },
];

/** Rates, whose change is a difference in percentage points, not a percentage of themselves. */
const RATES: ReadonlySet<Figure> = new Set(["bounceRate", "conversionRate"]);

/** Figures that are better the lower they are: their fall is shown as good news. */
const LOWER_IS_BETTER: ReadonlySet<Figure> = new Set(["bounceRate"]);

/** A figure with its units ("mnt", "dtk", "%") set smaller than its digits, so that "1 mnt 40 dtk" fits a phone's card. */
function ScaledFigure({ text, long }: { text: string; long: boolean }) {
  // Digits at odd places, the units between them; the parts of one figure keep their order, so their index is their key.
  return text.split(/([\d.,]+)/).map((part, index) =>
    index % 2 === 1 || part === "" ? (
      part
    ) : (
      <span
        key={`${index}-${part}`}
        className={`font-semibold text-slate-300 ${long ? "text-sm xl:text-xs" : "text-base xl:text-sm"}`}
      >
        {part}
      </span>
    ),
  );
}

/** A card's figure as shown, its change (null without one) and how that change is read. */
interface Shown {
  value: string;
  change: number | null;
  /** A rate: its change is in percentage points. */
  rate: boolean;
  lowerIsBetter: boolean;
  /** The compared range's figure, said in place of the change when the counts are too small for a percentage. */
  before?: string;
  /** What the card says under its change, a line each (the deals behind a won value, the leads still open). */
  context?: string;
  /**
   * A change told in grey, as neither good nor bad news: a range's won business still grows as its open leads are
   * decided, so the latest range's is behind the one before it until they are.
   */
  neutral?: boolean;
}

/** A headline figure: its label, its value, and its change against the compared range, when one is. */
function CardContent({
  label,
  icon: Icon,
  shown,
  compared,
}: {
  label: MessageKey;
  icon: typeof Users;
  shown: Shown;
  compared: "previous" | "year" | null;
}) {
  const format = useFormat();
  const { t } = useLocale();
  const { change } = shown;
  const long = shown.value.length > 9;
  // The sentence read out (and on hover) that says against what: the change, or the compared figure itself.
  const against =
    shown.before !== undefined
      ? compared === "year"
        ? "admin.change.beforeYear"
        : "admin.change.beforePrevious"
      : compared === "year"
        ? "admin.change.vsYear"
        : "admin.change.vsPrevious";
  const good = change !== null && change !== 0 && change > 0 !== shown.lowerIsBetter;
  const text =
    change === null
      ? ""
      : shown.before !== undefined
        ? t("admin.change.from", { before: shown.before })
        : shown.rate
          ? t("admin.change.points", { change: format.signed(change) })
          : format.change(change);
  const tone =
    change === null || change === 0 || shown.neutral ? "text-slate-400" : good ? "text-emerald-300" : "text-rose-300";
  return (
    <>
      {/* The card's four parts sit in the row's four shared tracks (a subgrid): a label on two lines, or a line under
          a change, leaves the figures of a row level with those beside them. */}
      {/* Eight labels share a desktop's row: there they are set smaller, without their icons, to keep to one line. */}
      <span className="row-start-1 flex items-start gap-2 text-sm text-slate-400 xl:text-xs xl:font-medium">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400 xl:hidden" />
        {t(label)}
      </span>
      {/* Eight figures share a desktop's row: a long one ("1 mnt 38 dtk", "Rp 205 million") is set a size smaller
          there, and one still wider than its card takes its last word to a line of its own rather than overflow. */}
      <span
        className={`row-start-2 mt-2 block text-2xl font-bold text-white tabular-nums lg:text-3xl ${long ? "xl:text-xl" : "xl:text-2xl"}`}
        data-value
      >
        <ScaledFigure text={shown.value} long={long} />
      </span>
      {compared === null ? null : change === null ? (
        <span className="row-start-3 mt-1 block text-xs text-slate-400" data-change>
          {t("admin.change.none")}
        </span>
      ) : (
        // The change alone, as dashboards show it; the sentence that says against what is read out.
        <span
          className={`row-start-3 mt-1 flex items-center gap-1 text-sm font-medium tabular-nums ${tone}`}
          title={t(against, { change: text, before: shown.before ?? "" })}
          data-change
        >
          {change === 0 ? (
            <MoveRight aria-hidden="true" className="size-4 shrink-0" />
          ) : change > 0 ? (
            <TrendingUp aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <TrendingDown aria-hidden="true" className="size-4 shrink-0" />
          )}
          <span aria-hidden="true">{text}</span>
          <span className="sr-only">{t(against, { change: text, before: shown.before ?? "" })}</span>
        </span>
      )}
      {compared !== null && shown.context && (
        <span className="row-start-4 mt-0.5 block text-xs whitespace-pre-line text-slate-400" data-change-context>
          {shown.context}
        </span>
      )}
    </>
  );
}

/** A card spans its row's four tracks (label, figure, change, a line under it), shared with the cards beside it. */
const card =
  "row-span-4 grid w-full grid-rows-subgrid gap-y-0 rounded-3xl border bg-ink-900 p-4 text-left sm:p-5 xl:px-3 xl:py-4";

/**
 * The headline figures with their change against the compared range (when one is), coloured by whether it is good news:
 * on screen an arrow and the change, read out (and on hover) as the sentence that says against what. The cards of the
 * counts are buttons that choose what the chart draws (`metric`), the chosen one pressed. Staff also see the view's
 * leads and the business won (a shared link has none): eight figures, one row on a desktop.
 */
export function HeadlineCards({
  summary,
  metric,
  onMetric,
}: {
  summary: AnalyticsSummary;
  metric: ChartMetric;
  onMetric: (metric: ChartMetric) => void;
}) {
  const format = useFormat();
  const { t } = useLocale();
  const compared = summary.comparison?.kind ?? null;
  const { leads } = summary;
  /** A count's card: its change a percentage, or with small counts the compared count itself (small-counts.ts). */
  const count = (now: number, then: number | undefined, change: number | null, shape = format.number): Shown => ({
    value: shape(now),
    change,
    rate: false,
    lowerIsBetter: false,
    before: then !== undefined && !comparableCounts(now, then) ? shape(then) : undefined,
  });
  const before = summary.comparison?.figures;
  // The deals behind the won sums decide, as counts, whether their change reads as a percentage; when it does not,
  // the compared range's leads give the compared sum to say, and the deals to count beneath it.
  const fewDeals = leads?.compared && !comparableCounts(leads.won, leads.compared.won) ? leads.compared : null;
  // The visit figures, then (for staff) the leads and the business won: one list, one way of drawing a card.
  const cards: { key: string; label: MessageKey; icon: typeof Users; shown: Shown; chart?: ChartMetric }[] = [
    ...CARDS.map(({ figure, label, icon, shape, chart }) => ({
      key: figure,
      label,
      icon,
      chart,
      shown:
        shape === "number"
          ? count(summary[figure], before?.[figure], summary.changes[figure])
          : {
              value: format[shape](summary[figure]),
              change: summary.changes[figure],
              rate: RATES.has(figure),
              lowerIsBetter: LOWER_IS_BETTER.has(figure),
            },
    })),
    ...(leads
      ? [
          {
            key: "leads",
            label: "admin.figure.leads" as const,
            icon: MessageCircle,
            shown: count(leads.leads, leads.compared?.leads, leads.changes.leads),
          },
          {
            key: "wonValue",
            label: "admin.figure.wonValue" as const,
            icon: Trophy,
            shown: {
              ...count(leads.wonValue, undefined, leads.changes.wonValue, format.idrShort),
              before: fewDeals ? format.idrShort(fewDeals.wonValue) : undefined,
              // The deals behind the sums when they are few, and the leads still to be decided.
              context:
                [
                  fewDeals &&
                    t("admin.change.deals", {
                      n: leads.won,
                      won: format.number(leads.won),
                      before: format.number(fewDeals.won),
                    }),
                  leads.open > 0 && t("admin.change.stillOpen", { count: format.number(leads.open) }),
                ]
                  .filter(Boolean)
                  .join("\n") || undefined,
              neutral: true,
            },
          },
        ]
      : []),
  ];
  // On a desktop the won value's card is wider than the others: its sums are the longest figures of the row.
  return (
    <ul
      className={`grid grid-cols-2 gap-3 sm:gap-4 ${leads ? "md:grid-cols-4 xl:grid-cols-[repeat(7,minmax(0,1fr))_minmax(0,1.4fr)] xl:gap-3" : "sm:grid-cols-3 xl:grid-cols-6"}`}
    >
      {cards.map(({ key, label, icon, shown, chart }) => {
        const content = <CardContent label={label} icon={icon} shown={shown} compared={compared} />;
        return (
          <li key={key} data-figure={key} className="row-span-4 grid grid-rows-subgrid gap-y-0">
            {chart ? (
              <button
                type="button"
                aria-pressed={chart === metric}
                onClick={() => onMetric(chart)}
                className={`${card} transition hover:border-white/30 ${
                  chart === metric ? "border-brand-400/70 ring-1 ring-brand-400/50" : "border-white/10"
                }`}
              >
                {content}
              </button>
            ) : (
              <div className={`${card} border-white/10`}>{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
