import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { type DashboardView, type ViewChange, viewFromSearch, viewSearch } from "~/admin/view";

/**
 * The dashboard's view, kept in the page's URL: a change is a new history entry (back and forward move
 * between views), a reload or a shared link opens the same view, and the page does not scroll to the top.
 */
export function useDashboardView(): [DashboardView, ViewChange] {
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => viewFromSearch(search), [search]);
  const change: ViewChange = useCallback(
    // From the address bar, not from this render's search: a navigation renders later (in a transition),
    // and a second change made before it would otherwise undo the first.
    (update) =>
      setSearch(viewSearch(update(viewFromSearch(new URLSearchParams(window.location.search)))), {
        preventScrollReset: true,
      }),
    [setSearch],
  );
  return [view, change];
}
