import { useId } from "react";
import { setSecondFactorRequired } from "~/admin/second-factors-api";
import { useLocale } from "~/i18n/context";
import { buttonSecondarySmall } from "../../ui/styles";
import { Panel } from "../dashboard/Panel";
import { ActionStatus } from "../staff/ActionStatus";
import { useStaffAction } from "../staff/use-staff-action";
import { SECURITY_REFUSALS } from "./refusals";

/**
 * For admins: whether every staff member must have a second factor (those without one may only set one up).
 * `locked` while it is required and this admin has none: they must set one up before they may turn it off,
 * as the server insists (server/api/second-factors.ts).
 */
export function RequirementPanel({
  required,
  locked,
  onChanged,
}: {
  required: boolean;
  locked: boolean;
  onChanged: () => void;
}) {
  const { t } = useLocale();
  const { action, run } = useStaffAction(SECURITY_REFUSALS);
  const note = useId();
  const change = () =>
    void run(
      () => setSecondFactorRequired(!required),
      () => {
        onChanged();
        return t(required ? "admin.security.requirement.turnedOff" : "admin.security.requirement.turnedOn");
      },
    );
  return (
    <Panel title={t("admin.security.requirement.title")}>
      <p className="text-sm text-slate-300" data-requirement={required ? "on" : "off"}>
        {t(required ? "admin.security.requirement.on" : "admin.security.requirement.off")}
      </p>
      <button
        type="button"
        aria-pressed={required}
        aria-disabled={action.state === "busy"}
        disabled={locked}
        aria-describedby={locked ? note : undefined}
        onClick={change}
        className={`${buttonSecondarySmall} mt-3 disabled:cursor-not-allowed disabled:opacity-50`}
      >
        {t("admin.security.requirement.toggle")}
      </button>
      {locked && (
        <p id={note} className="mt-2 text-sm text-amber-200" data-requirement-locked>
          {t("admin.security.requirement.enrolFirst")}
        </p>
      )}
      <div className="mt-2">
        <ActionStatus action={action} />
      </div>
    </Panel>
  );
}
