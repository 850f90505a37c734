import { formatNumber } from "~/admin/format";
import { useLocale } from "~/i18n/context";

/** A ranked list as a table (label, figure) with a bar for each row's share of the largest. */
export function RankedList({
  name,
  rows,
  labelHeading,
  valueHeading,
}: {
  /** Names the table for tests and styles (data-list). */
  name: string;
  rows: { label: string; value: number }[];
  labelHeading: string;
  valueHeading: string;
}) {
  const { t } = useLocale();
  if (rows.length === 0) return <p className="text-sm text-slate-400">{t("admin.list.empty")}</p>;
  const largest = Math.max(...rows.map((row) => row.value), 1);
  return (
    <table className="w-full table-fixed text-sm" data-list={name}>
      <thead className="sr-only">
        <tr>
          <th scope="col">{labelHeading}</th>
          <th scope="col">{valueHeading}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="relative">
            <td className="relative py-1.5 pr-3">
              <span
                aria-hidden="true"
                className="absolute inset-y-0.5 left-0 rounded-md bg-brand-500/20"
                style={{ width: `${(row.value / largest) * 100}%` }}
              />
              <span className="relative block truncate px-2 text-slate-200" title={row.label}>
                {row.label}
              </span>
            </td>
            <td className="w-16 py-1.5 text-right font-medium text-white tabular-nums">{formatNumber(row.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
