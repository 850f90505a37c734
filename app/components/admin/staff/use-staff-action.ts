import { useState } from "react";
import { RequestFailedError, SessionEndedError } from "~/admin/api";
import { useAuth } from "~/admin/auth-context";
import { useLocale } from "~/i18n/context";
import type { MessageKey } from "~/i18n/keys";

/** What the staff API's refusals mean to an admin (server/api/staff.ts). */
const REFUSALS: Record<string, MessageKey> = {
  "staff/last-admin": "admin.staff.error.lastAdmin",
  "staff/account-exists": "admin.staff.error.accountExists",
  "staff/unknown-account": "admin.staff.error.gone",
  "staff/unknown-invitation": "admin.staff.error.gone",
  "staff/invalid-request": "admin.staff.error.invalid",
  "auth/forbidden-role": "admin.forbiddenRole",
};

export type ActionState = { state: "idle" | "busy" } | { state: "done" | "failed"; message: string };

/**
 * One action of the staff view (or of the security settings, with their `refusals`) at a time: `run` sends
 * it, then says what it did (`done`'s message) or why the server refused it. A session the server ended signs out.
 */
export function useStaffAction(refusals: Record<string, MessageKey> = REFUSALS) {
  const { t } = useLocale();
  const { sessionEnded } = useAuth();
  const [action, setAction] = useState<ActionState>({ state: "idle" });
  const run = async <T>(work: () => Promise<T>, done: (result: T) => string) => {
    if (action.state === "busy") return;
    setAction({ state: "busy" });
    try {
      setAction({ state: "done", message: done(await work()) });
    } catch (error) {
      if (error instanceof SessionEndedError) return sessionEnded(error.code);
      const refusal = error instanceof RequestFailedError && error.code ? refusals[error.code] : undefined;
      setAction({ state: "failed", message: t(refusal ?? "admin.staff.error.failed") });
    }
  };
  return { action, run };
}
