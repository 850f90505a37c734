import { ArrowLeft, LogOut } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useAuth } from "~/admin/auth-context";
import { fetchSecondFactors } from "~/admin/second-factors-api";
import type { StaffUser } from "~/admin/types";
import { useLocale } from "~/i18n/context";
import { localizePath } from "~/i18n/paths";
import { adminContainer, buttonSecondary } from "../../ui/styles";
import { LoadFailed } from "../dashboard/LoadFailed";
import { shownData, useStaffData } from "../dashboard/use-staff-data";
import { Spinner } from "../Spinner";
import { PasskeysPanel } from "./PasskeysPanel";
import { RecoveryCodesPanel } from "./RecoveryCodesPanel";
import { RequirementPanel } from "./RequirementPanel";
import { TotpPanel } from "./TotpPanel";

/**
 * The security settings (/admin/security) of the signed-in staff member: the authenticator app, passkeys,
 * recovery codes, and for admins whether everyone must have a second factor. An account that must set one
 * up before anything else (`mustEnrol`) sees this page alone, told why, with a way to sign out.
 */
export default function SecurityPage({ user }: { user: StaffUser }) {
  const { locale, t } = useLocale();
  const { mustEnrol, recheckEnrolment, logout } = useAuth();
  const { data, retry } = useStaffData(useCallback(fetchSecondFactors, []));
  const summary = shownData(data);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const changed = (codes?: string[] | null) => {
    if (codes) setNewCodes(codes);
    retry();
    void recheckEnrolment();
  };
  const hasSecondFactor = !!summary && (summary.totp || summary.passkeys.length > 0);

  return (
    <div className={`${adminContainer} py-8 sm:py-12`}>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-white outline-none sm:text-3xl">
            {t("admin.security.settings.title")}
          </h1>
          <p className="mt-1 text-slate-400">{t("admin.security.settings.intro", { email: user.email })}</p>
        </div>
        {mustEnrol ? (
          <button
            type="button"
            onClick={() => void logout().catch(() => {})}
            className={`${buttonSecondary} px-5 py-2`}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t("admin.logout")}
          </button>
        ) : (
          <a href={localizePath("/admin", locale)} className={`${buttonSecondary} px-5 py-2`}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t("admin.staff.back")}
          </a>
        )}
      </header>
      {mustEnrol && (
        <p
          role="alert"
          className="mt-6 rounded-3xl border border-amber-400/30 bg-amber-500/10 p-5 text-amber-100"
          data-must-enrol
        >
          {t("admin.security.mustEnrol")}
        </p>
      )}
      <div className="mt-6 space-y-4 sm:mt-8 sm:space-y-6" aria-busy={data.state === "loading"} data-second-factors>
        {data.state === "failed" ? (
          <LoadFailed onRetry={retry} />
        ) : !summary ? (
          <Spinner label={t("admin.loadingData")} />
        ) : (
          <>
            <TotpPanel active={summary.totp} onChanged={changed} />
            <PasskeysPanel passkeys={summary.passkeys} available={summary.passkeysAvailable} onChanged={changed} />
            <RecoveryCodesPanel
              left={summary.recoveryCodesLeft}
              hasSecondFactor={hasSecondFactor}
              shown={newCodes}
              onReplaced={(codes) => changed(codes)}
            />
            {summary.mayChangeRequirement && (
              <RequirementPanel
                required={summary.required}
                locked={summary.required && !hasSecondFactor}
                onChanged={changed}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
