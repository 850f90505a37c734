import type { ActionState } from "./use-staff-action";

/** What the last action of a row or form did, or why it failed: announced, and kept in place. */
export function ActionStatus({ action }: { action: ActionState }) {
  return (
    <>
      <p role="status" className="text-sm text-emerald-300 empty:hidden [overflow-wrap:anywhere]">
        {action.state === "done" ? action.message : ""}
      </p>
      {action.state === "failed" && (
        <p role="alert" className="text-sm text-rose-300">
          {action.message}
        </p>
      )}
    </>
  );
}
