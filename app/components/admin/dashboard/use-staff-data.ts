import { useCallback, useEffect, useState } from "react";
import { SessionEndedError } from "~/admin/api";
import { useAccessEnded } from "~/admin/auth-context";

/** What a part of the dashboard has of its figures; while it reloads it keeps showing the last ones. */
export type StaffData<T> =
  | { state: "loading"; last?: T }
  | { state: "ready"; data: T }
  | { state: "failed"; error: unknown };

/**
 * Loads staff figures with `load` (a stable callback: a new one loads again), and again on `retry`. A
 * session the server ended signs out (on a shared link's page: the link's access ends); any other failure is
 * shown where the figures would be.
 * `update` changes the figures in place, with what a write answered.
 */
export function useStaffData<T>(load: () => Promise<T>) {
  const sessionEnded = useAccessEnded();
  const [data, setData] = useState<StaffData<T>>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setData((before) => ({ state: "loading", last: before.state === "ready" ? before.data : undefined }));
    load().then(
      (loaded) => current && setData({ state: "ready", data: loaded }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof SessionEndedError) sessionEnded(error.code);
        else setData({ state: "failed", error });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt, sessionEnded]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setData((before) => (before.state === "ready" ? { ...before, data: change(before.data) } : before)),
    [],
  );
  return { data, retry, update };
}

/** The figures to show: the loaded ones, or while reloading the last ones. */
export function shownData<T>(data: StaffData<T>): T | undefined {
  return data.state === "ready" ? data.data : data.state === "loading" ? data.last : undefined;
}
