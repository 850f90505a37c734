import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { type DashboardView, viewFromSearch, viewSearch } from "~/admin/view";

/**
 * The dashboard's view, kept in the page's URL: a change is a new history entry (back and forward move
 * between views), a reload or a shared link opens the same view, and the page does not scroll to the top.
 */
export function useDashboardView(): [DashboardView, (next: DashboardView) => void] {
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => viewFromSearch(search), [search]);
  const change = useCallback(
    (next: DashboardView) => setSearch(viewSearch(next), { preventScrollReset: true }),
    [setSearch],
  );
  return [view, change];
}
