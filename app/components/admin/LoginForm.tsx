import { Eye, EyeOff, LogIn } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { AuthError } from "~/admin/api";
import { useAuth } from "~/admin/auth-context";
import { loginErrorMessage, SPEC_TEXTS } from "~/admin/spec-texts";
import { useLocale } from "~/i18n/context";
import { buttonPrimary, field, fieldLabel } from "../ui/styles";

/**
 * E-mail and password, both required; submit stays disabled while either is empty or a sign-in runs,
 * and the inputs are disabled during it. A failure shows the message of docs/PRODUCT.md#sign-in-messages for its code.
 */
export function LoginForm() {
  const { t } = useLocale();
  const { login, endedBecause } = useAuth();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [visible, setVisible] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // A session the server ended is explained: a disabled account with the message of docs/PRODUCT.md#sign-in-messages, an expired one
  // with a notice until the next attempt.
  const [error, setError] = useState<string | null>(() =>
    endedBecause && endedBecause !== "auth/unauthenticated" ? loginErrorMessage(endedBecause) : null,
  );
  const [attempted, setAttempted] = useState(false);
  const expired = endedBecause === "auth/unauthenticated" && !attempted;
  const passwordInput = useRef<HTMLInputElement>(null);
  // After a failed attempt the inputs are enabled again: the password is where to continue.
  useEffect(() => {
    if (error && !submitting) passwordInput.current?.focus();
  }, [error, submitting]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email || !password || submitting) return;
    setSubmitting(true);
    setAttempted(true);
    setError(null);
    try {
      await login(email, password);
    } catch (failure) {
      setError(loginErrorMessage(failure instanceof AuthError ? failure.code : undefined));
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-5">
      {expired && (
        <p
          role="status"
          className="rounded-2xl border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-100"
        >
          {t("admin.sessionEnded")}
        </p>
      )}
      <label className={fieldLabel}>
        {t("admin.email")}
        <input
          type="email"
          name="email"
          required
          autoComplete="username"
          value={email}
          disabled={submitting}
          aria-invalid={error !== null}
          aria-describedby={error ? "login-error" : undefined}
          onChange={(event) => setEmail(event.target.value)}
          className={field}
        />
      </label>
      <div>
        <label htmlFor="admin-password" className={fieldLabel}>
          {t("admin.password")}
        </label>
        <div className="relative">
          <input
            id="admin-password"
            type={visible ? "text" : "password"}
            name="password"
            required
            autoComplete="current-password"
            value={password}
            ref={passwordInput}
            disabled={submitting}
            aria-invalid={error !== null}
            aria-describedby={error ? "login-error" : undefined}
            onChange={(event) => setPassword(event.target.value)}
            className={`${field} pr-14`}
          />
          <button
            type="button"
            aria-pressed={visible}
            aria-label={t(visible ? "admin.hidePassword" : "admin.showPassword")}
            onClick={() => setVisible((shown) => !shown)}
            className="absolute inset-y-0 right-1 mt-2 flex w-12 items-center justify-center rounded-2xl text-slate-400 transition hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
          >
            {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
          </button>
        </div>
      </div>
      {error && (
        <p
          id="login-error"
          role="alert"
          lang="id"
          className="rounded-2xl border border-red-400/30 bg-red-500/10 px-4 py-3 text-sm text-red-200"
        >
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={!email || !password || submitting}
        className={`${buttonPrimary} w-full disabled:cursor-not-allowed disabled:opacity-50 disabled:shadow-none`}
      >
        <LogIn aria-hidden="true" className="size-5" />
        {submitting ? <span lang="en">{SPEC_TEXTS.submitting}</span> : t("admin.submit")}
      </button>
    </form>
  );
}
