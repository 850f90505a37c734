import { useState } from "react";
import { replaceRecoveryCodes } from "~/admin/second-factors-api";
import { useLocale } from "~/i18n/context";
import { buttonSecondarySmall } from "../../ui/styles";
import { Panel } from "../dashboard/Panel";
import { useFormat } from "../dashboard/use-format";
import { ActionStatus } from "../staff/ActionStatus";
import { useStaffAction } from "../staff/use-staff-action";
import { ProofForm } from "./ProofForm";
import { RecoveryCodesList } from "./RecoveryCodesList";
import { SECURITY_REFUSALS } from "./refusals";

/**
 * Recovery codes: how many are left, new ones made (with the password or a code; the old ones stop
 * working), and codes just made (here or with a first factor: `shown`) listed once.
 */
export function RecoveryCodesPanel({
  left,
  hasSecondFactor,
  shown,
  onReplaced,
}: {
  left: number;
  hasSecondFactor: boolean;
  shown: string[] | null;
  onReplaced: (codes: string[]) => void;
}) {
  const { t } = useLocale();
  const format = useFormat();
  const { action, run } = useStaffAction(SECURITY_REFUSALS);
  const [confirming, setConfirming] = useState(false);
  return (
    <Panel title={t("admin.security.recovery.title")}>
      <p className="text-sm text-slate-300" data-recovery-left={left}>
        {hasSecondFactor
          ? t("admin.security.recovery.left", { n: left, count: format.number(left) })
          : t("admin.security.recovery.needFactor")}
      </p>
      {shown && <RecoveryCodesList codes={shown} />}
      {hasSecondFactor && !confirming && (
        <button type="button" onClick={() => setConfirming(true)} className={`${buttonSecondarySmall} mt-3`}>
          {t("admin.security.recovery.replace")}
        </button>
      )}
      {hasSecondFactor && confirming && (
        <ProofForm
          label={t("admin.security.recovery.replace")}
          busy={action.state === "busy"}
          onCancel={() => setConfirming(false)}
          onProof={(proof) =>
            void run(
              () => replaceRecoveryCodes(proof),
              (made) => {
                setConfirming(false);
                onReplaced(made.recoveryCodes);
                return "";
              },
            )
          }
        />
      )}
      <div className="mt-2">
        <ActionStatus action={action} />
      </div>
    </Panel>
  );
}
