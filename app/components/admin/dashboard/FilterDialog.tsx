import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { fetchBreakdown } from "~/admin/api";
import { type DashboardView, rangeQuery } from "~/admin/view";
import { DIMENSIONS, type Dimension } from "~/analytics/dimensions";
import { type Filter, MAX_FILTER_VALUE } from "~/analytics/filters";
import { useLocale } from "~/i18n/context";
import { buttonPrimarySmall, buttonSecondarySmall } from "../../ui/styles";
import { useValueLabel } from "./labels";
import { ModalDialog } from "./ModalDialog";

/** Values suggested for a dimension: the most visited of the view's range. */
const SUGGESTIONS = 100;

const OPERATORS = ["is", "isNot", "contains", "notContains"] as const;
type Operator = (typeof OPERATORS)[number];

const operatorOf = (filter: Filter): Operator =>
  filter.contains ? (filter.negated ? "notContains" : "contains") : filter.negated ? "isNot" : "is";

const field = "w-full rounded-xl border border-white/15 bg-ink-950 px-3 py-2 text-sm text-white";

/**
 * A modal form (the browser's own dialog: focus kept inside, Escape closes) that makes a filter or changes
 * one (`editing`): a dimension, an operator (is, is not, contains, does not contain) and a value, typed with
 * suggestions of the range's values that narrow as one types. `onDone` gets the filter, or null when the
 * dialog was closed without one.
 */
export function FilterDialog({
  view,
  editing,
  onDone,
}: {
  view: DashboardView;
  editing: Filter | null;
  onDone: (filter: Filter | null) => void;
}) {
  const { t } = useLocale();
  const label = useValueLabel();
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = useId();
  const first = editing && editing.dimension !== "traffic" ? editing.dimension : "source";
  const [dimension, setDimension] = useState<Dimension>(first);
  const [operator, setOperator] = useState<Operator>(editing ? operatorOf(editing) : "is");
  const [value, setValue] = useState(editing?.value ?? "");
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const range = rangeQuery(view);

  useEffect(() => {
    let current = true;
    fetchBreakdown(dimension, range, SUGGESTIONS).then(
      ({ rows }) => current && setSuggestions(rows.map((row) => row.value)),
      () => current && setSuggestions([]),
    );
    return () => {
      current = false;
    };
  }, [dimension, range]);

  // Goals are chosen by name, never by a text their names contain (app/analytics/filters.ts).
  const operators = dimension === "goal" ? OPERATORS.slice(0, 2) : OPERATORS;
  const chosenOperator = operators.includes(operator) ? operator : "is";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (!text) return;
    onDone({
      dimension,
      negated: chosenOperator === "isNot" || chosenOperator === "notContains",
      value: text,
      ...((chosenOperator === "contains" || chosenOperator === "notContains") && { contains: true }),
    });
  };

  return (
    <ModalDialog
      dialogRef={dialog}
      name="filter"
      title={t(editing ? "admin.filters.edit" : "admin.filters.new")}
      onClose={() => onDone(null)}
    >
      <form onSubmit={submit} className="space-y-4">
        <label className="block text-sm">
          <span className="mb-1 block text-slate-300">{t("admin.filters.dimensionLabel")}</span>
          <select
            className={field}
            value={dimension}
            onChange={(event) => setDimension(event.target.value as Dimension)}
          >
            {DIMENSIONS.map((name) => (
              <option key={name} value={name}>
                {t(`admin.dimension.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm">
          <span className="mb-1 block text-slate-300">{t("admin.filters.operatorLabel")}</span>
          <select
            className={field}
            value={chosenOperator}
            onChange={(event) => setOperator(event.target.value as Operator)}
          >
            {operators.map((name) => (
              <option key={name} value={name}>
                {t(`admin.filters.op.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm">
          <span className="mb-1 block text-slate-300">{t("admin.filters.valueLabel")}</span>
          <input
            className={field}
            value={value}
            required
            maxLength={MAX_FILTER_VALUE}
            list={`${ids}-values`}
            autoComplete="off"
            onChange={(event) => setValue(event.target.value)}
          />
          <datalist id={`${ids}-values`}>
            {suggestions.map((suggestion) => (
              <option key={suggestion} value={suggestion}>
                {label(dimension, suggestion)}
              </option>
            ))}
          </datalist>
        </label>
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className={buttonSecondarySmall} onClick={() => dialog.current?.close()}>
            {t("admin.filters.cancel")}
          </button>
          <button type="submit" className={buttonPrimarySmall}>
            {t("admin.filters.apply")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
