import { Lock } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import { checkAuthStatus } from "~/admin/api";
import { useAuth } from "~/admin/auth-context";
import { SPEC_TEXTS } from "~/admin/spec-texts";
import { AUTH_RECHECK_MS } from "~/config/constants";
import { useLocale } from "~/i18n/context";
import type { MessageKey } from "~/i18n/keys";
import { localizePath } from "~/i18n/paths";
import { BrandMark } from "../site/BrandMark";
import { AuthUnavailable } from "./AuthUnavailable";
import { LoginForm } from "./LoginForm";
import { SecondStepForm } from "./SecondStepForm";
import { Spinner } from "./Spinner";

type Availability = { state: "checking" } | { state: "ready" } | { state: "unavailable"; details: string };

/**
 * The availability check of docs/PRODUCT.md#staff-area, on mount and again a second later: the form as soon as one check
 * succeeds, the maintenance screen when both fail.
 */
function useAvailability(): Availability {
  const [availability, setAvailability] = useState<Availability>({ state: "checking" });
  useEffect(() => {
    let active = true;
    let succeeded = false;
    let failures = 0;
    const check = async () => {
      const result = await checkAuthStatus();
      if (!active) return;
      if (result.available) {
        succeeded = true;
        setAvailability({ state: "ready" });
      } else if (!succeeded && ++failures === 2) {
        setAvailability({ state: "unavailable", details: result.details });
      }
    };
    void check();
    const again = setTimeout(check, AUTH_RECHECK_MS);
    return () => {
      active = false;
      clearTimeout(again);
    };
  }, []);
  return availability;
}

/** The sign-in card: the staff area's heading (sign-in's unless told) and access note around what the moment needs. */
export function SignInCard({ children, title = "admin.title" }: { children: ReactNode; title?: MessageKey }) {
  const { locale, t } = useLocale();
  return (
    <div className="flex flex-1 items-center justify-center px-5 py-16">
      <div className="w-full max-w-md rounded-3xl border border-white/10 bg-ink-900 p-8 shadow-2xl">
        <Link to={localizePath("/", locale)} aria-label={t("site.homeLink")} className="inline-flex">
          <BrandMark className="size-10" />
        </Link>
        <h1 className="mt-6 flex items-center gap-2 text-2xl font-bold text-white">
          <Lock aria-hidden="true" className="size-5 text-brand-400" />
          {t(title)}
        </h1>
        <p className="mt-3 text-slate-400">{t("admin.intro")}</p>
        <div className="mt-8">{children}</div>
        <p lang="id" className="mt-8 rounded-2xl bg-white/5 p-4 text-sm text-slate-300">
          {SPEC_TEXTS.access}
        </p>
      </div>
    </div>
  );
}

/** The availability check, then the form (the password, then any second factor) or the maintenance screen. */
export function SignIn() {
  const availability = useAvailability();
  const { secondStepMethods } = useAuth();
  return (
    <SignInCard>
      {availability.state === "checking" && <Spinner label={SPEC_TEXTS.checking} lang="id" />}
      {availability.state === "ready" &&
        (secondStepMethods ? <SecondStepForm methods={secondStepMethods} /> : <LoginForm />)}
      {availability.state === "unavailable" && <AuthUnavailable details={availability.details} />}
    </SignInCard>
  );
}
