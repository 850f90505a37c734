import { KeyRound, ShieldCheck } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { AuthError } from "~/admin/api";
import { useAuth } from "~/admin/auth-context";
import { signInWithCode, signInWithPasskey } from "~/admin/second-factors-api";
import type { SecondFactorMethod, SignedIn } from "~/admin/types";
import { useLocale } from "~/i18n/context";
import type { MessageKey } from "~/i18n/keys";
import { buttonPrimary, buttonSecondary, field, fieldLabel } from "../ui/styles";

/** The second step's refusals (server/api/second-step.ts) and the browser's, as the staff member reads them. */
const MESSAGES: Record<string, MessageKey> = {
  "auth/invalid-code": "admin.twoFactor.error.invalidCode",
  "auth/passkey-failed": "admin.twoFactor.error.passkeyFailed",
  "auth/passkey-unavailable": "admin.twoFactor.error.passkeyFailed",
  "auth/second-factor-expired": "admin.twoFactor.error.expired",
  "auth/too-many-requests": "admin.twoFactor.error.tooMany",
  "auth/user-disabled": "admin.twoFactor.error.disabled",
  // The browser's WebAuthn refusals: the staff member cancelled, or the time ran out.
  NotAllowedError: "admin.twoFactor.error.passkeyCancelled",
  AbortError: "admin.twoFactor.error.passkeyCancelled",
};

function messageOf(failure: unknown): MessageKey {
  if (failure instanceof AuthError) {
    return failure.code
      ? (MESSAGES[failure.code] ?? "admin.twoFactor.error.failed")
      : "admin.twoFactor.error.unreachable";
  }
  const name = failure instanceof Error ? (((failure as { cause?: Error }).cause?.name ?? failure.name) as string) : "";
  return MESSAGES[name] ?? "admin.twoFactor.error.failed";
}

type CodeMethod = Extract<SecondFactorMethod, "totp" | "recovery">;

/**
 * The second step of sign-in: a passkey, a code of the authenticator app, or a recovery code, among the
 * account's `methods`; back to the password at any time. A failure says why, in the page's language.
 */
export function SecondStepForm({ methods }: { methods: SecondFactorMethod[] }) {
  const { t } = useLocale();
  const { secondStepDone } = useAuth();
  const [method, setMethod] = useState<CodeMethod>(methods.includes("totp") ? "totp" : "recovery");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (error && !busy) codeInput.current?.focus();
  }, [error, busy]);

  async function run(work: () => Promise<SignedIn>) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      secondStepDone(await work());
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim()) void run(() => signInWithCode(method, code.trim()));
  };
  const other: CodeMethod | undefined =
    method === "totp"
      ? methods.includes("recovery")
        ? "recovery"
        : undefined
      : methods.includes("totp")
        ? "totp"
        : undefined;
  const canUseCode = methods.includes("totp") || methods.includes("recovery");

  return (
    <div className="space-y-5" data-second-step>
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-white outline-none">
          {t("admin.twoFactor.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-400">{t("admin.twoFactor.intro")}</p>
      </div>
      {methods.includes("passkey") && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void run(signInWithPasskey)}
          className={`${buttonPrimary} w-full disabled:cursor-not-allowed disabled:opacity-50`}
          data-passkey-sign-in
        >
          <KeyRound aria-hidden="true" className="size-5" />
          {t("admin.twoFactor.usePasskey")}
        </button>
      )}
      {canUseCode && (
        <form onSubmit={submit} className="space-y-4">
          <label className={fieldLabel}>
            {t(method === "totp" ? "admin.twoFactor.totpLabel" : "admin.twoFactor.recoveryLabel")}
            <input
              ref={codeInput}
              name="code"
              required
              value={code}
              disabled={busy}
              inputMode={method === "totp" ? "numeric" : "text"}
              autoComplete="one-time-code"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={method === "totp" ? 8 : 20}
              aria-invalid={error !== null}
              aria-describedby={error ? "second-step-error" : undefined}
              onChange={(event) => setCode(event.target.value)}
              className={field}
            />
          </label>
          <button
            type="submit"
            disabled={busy || !code.trim()}
            className={`${methods.includes("passkey") ? buttonSecondary : buttonPrimary} w-full disabled:cursor-not-allowed disabled:opacity-50`}
          >
            <ShieldCheck aria-hidden="true" className="size-5" />
            {t("admin.twoFactor.verify")}
          </button>
          {other && (
            <button
              type="button"
              onClick={() => {
                setMethod(other);
                setCode("");
                setError(null);
              }}
              className="text-sm font-medium text-brand-300 underline-offset-4 hover:underline"
            >
              {t(other === "recovery" ? "admin.twoFactor.useRecovery" : "admin.twoFactor.useTotp")}
            </button>
          )}
        </form>
      )}
      {error && (
        <p
          id="second-step-error"
          role="alert"
          className="rounded-2xl border border-red-400/30 bg-red-500/10 px-4 py-3 text-sm text-red-200"
        >
          {t(error)}
        </p>
      )}
      <button
        type="button"
        onClick={() => secondStepDone(null)}
        className="text-sm font-medium text-slate-300 underline-offset-4 hover:text-white hover:underline"
      >
        {t("admin.twoFactor.back")}
      </button>
    </div>
  );
}
