/**
 * A group of toggle buttons of which one is pressed (a period, a panel's view), or none when the value is
 * chosen elsewhere, named by its legend. `small` is the size of a switch inside a panel. On a screen too narrow for
 * one row, the last options wrap under the others: every option stays in sight.
 */
export function ToggleGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  small = false,
}: {
  legend: string;
  options: readonly { value: T; label: string; title?: string }[];
  value: T | undefined;
  onChange: (value: T) => void;
  small?: boolean;
}) {
  return (
    <fieldset className="inline-flex max-w-full min-w-0 flex-wrap rounded-3xl border border-white/10 bg-ink-900 p-1">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          title={option.title}
          onClick={() => onChange(option.value)}
          className={`rounded-full font-semibold whitespace-nowrap text-slate-300 transition hover:text-white aria-pressed:bg-brand-600 aria-pressed:text-white ${small ? "px-2 py-1 text-xs sm:px-3" : "px-4 py-1.5 text-sm"}`}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
