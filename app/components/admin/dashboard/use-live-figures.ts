import { useEffect, useState } from "react";
import { fetchLive, SessionEndedError } from "~/admin/api";
import { useAuth } from "~/admin/auth-context";
import type { LiveFigures } from "~/admin/types";
import { LIVE_REFRESH_MS } from "~/config/constants";

/** The live figures as last loaded and when (the viewer's clock), and whether the latest refresh failed. */
export interface LiveState {
  figures: LiveFigures | null;
  loadedAt: Date | null;
  failed: boolean;
}

/**
 * Loads the live figures, then again LIVE_REFRESH_MS after each answer while the page is visible: a hidden
 * tab asks nothing (its timer is stopped, so a forgotten tab costs the server nothing), and one shown again
 * refreshes at once. A failed refresh keeps the last figures and says so; a session the server ended signs out.
 */
export function useLiveFigures(): LiveState {
  const { sessionEnded } = useAuth();
  const [state, setState] = useState<LiveState>({ figures: null, loadedAt: null, failed: false });
  useEffect(() => {
    let active = true;
    let loading = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const visible = () => document.visibilityState === "visible";

    const refresh = async () => {
      clearTimeout(timer);
      loading = true;
      try {
        const figures = await fetchLive();
        if (active) setState({ figures, loadedAt: new Date(), failed: false });
      } catch (error) {
        if (active && error instanceof SessionEndedError) return sessionEnded(error.code);
        if (active) setState((before) => ({ ...before, failed: true }));
      } finally {
        loading = false;
      }
      // Timed from the answer, not from the request: slow answers never pile up.
      if (active && visible()) timer = setTimeout(refresh, LIVE_REFRESH_MS);
    };

    // A refresh under way when the page is shown again schedules the next one itself.
    const visibilityChanged = () => {
      if (!visible()) clearTimeout(timer);
      else if (!loading) void refresh();
    };

    if (visible()) void refresh();
    document.addEventListener("visibilitychange", visibilityChanged);
    return () => {
      active = false;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", visibilityChanged);
    };
  }, [sessionEnded]);
  return state;
}
