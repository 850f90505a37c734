import { type FormEvent, useState } from "react";
import { confirmTotp, removeTotp, setUpTotp } from "~/admin/second-factors-api";
import { useLocale } from "~/i18n/context";
import { buttonPrimarySmall, buttonSecondarySmall, fieldCompact } from "../../ui/styles";
import { Panel } from "../dashboard/Panel";
import { ActionStatus } from "../staff/ActionStatus";
import { useStaffAction } from "../staff/use-staff-action";
import { ProofForm } from "./ProofForm";
import { SECURITY_REFUSALS } from "./refusals";

type Setup = { secret: string; qrCode: string };

/**
 * The authenticator app: set up (a QR code, or the key to type, then a code to confirm it) or removed
 * (with the password or a code). `onChanged` reloads the settings, with any first recovery codes made.
 */
export function TotpPanel({ active, onChanged }: { active: boolean; onChanged: (codes?: string[] | null) => void }) {
  const { t } = useLocale();
  const { action, run } = useStaffAction(SECURITY_REFUSALS);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState("");
  const [removing, setRemoving] = useState(false);
  const busy = action.state === "busy";

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) return;
    void run(
      () => confirmTotp(code.trim()),
      (made) => {
        setSetup(null);
        setCode("");
        onChanged(made.recoveryCodes);
        return t("admin.security.totp.added");
      },
    );
  };

  return (
    <Panel title={t("admin.security.totp.title")}>
      <div data-totp={active ? "active" : "inactive"}>
        <p className="text-sm text-slate-300">
          {t(active ? "admin.security.totp.active" : "admin.security.totp.inactive")}
        </p>
        {!active && !setup && (
          <button
            type="button"
            aria-disabled={busy}
            onClick={() =>
              void run(setUpTotp, (made) => {
                setSetup(made);
                return "";
              })
            }
            className={`${buttonPrimarySmall} mt-3`}
          >
            {t("admin.security.totp.setUp")}
          </button>
        )}
        {!active && setup && (
          <div className="mt-3 space-y-3">
            <p className="text-sm text-slate-300">{t("admin.security.totp.scan")}</p>
            <img
              src={setup.qrCode}
              alt={t("admin.security.totp.qrAlt")}
              width={240}
              height={240}
              className="rounded-xl bg-white"
            />
            <p className="text-sm text-slate-300">
              {t("admin.security.totp.typeKey")}{" "}
              <code className="break-all font-mono text-white" data-totp-secret>
                {setup.secret}
              </code>
            </p>
            <form onSubmit={confirm} className="flex flex-wrap items-end gap-2">
              <label className="block min-w-48 flex-1 text-sm text-slate-200">
                {t("admin.twoFactor.totpLabel")}
                <input
                  name="code"
                  required
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={8}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  className={`${fieldCompact} mt-1`}
                />
              </label>
              <button type="submit" aria-disabled={busy || !code.trim()} className={buttonPrimarySmall}>
                {t("admin.security.totp.confirm")}
              </button>
            </form>
          </div>
        )}
        {active && !removing && (
          <button type="button" onClick={() => setRemoving(true)} className={`${buttonSecondarySmall} mt-3`}>
            {t("admin.security.totp.remove")}
          </button>
        )}
        {active && removing && (
          <ProofForm
            label={t("admin.security.totp.remove")}
            busy={busy}
            onCancel={() => setRemoving(false)}
            onProof={(proof) =>
              void run(
                () => removeTotp(proof),
                () => {
                  setRemoving(false);
                  onChanged();
                  return t("admin.security.totp.removed");
                },
              )
            }
          />
        )}
        <div className="mt-2">
          <ActionStatus action={action} />
        </div>
      </div>
    </Panel>
  );
}
