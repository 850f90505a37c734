import { LogIn, UserPlus } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { acceptInvitation, InvitationError } from "~/admin/api";
import type { InvitationLookup } from "~/admin/types";
import { MIN_PASSWORD_LENGTH, STAFF_INVITATION_HOURS } from "~/config/constants";
import { useLocale } from "~/i18n/context";
import type { MessageKey } from "~/i18n/keys";
import { localizePath } from "~/i18n/paths";
import { buttonPrimary, field, fieldLabel } from "../ui/styles";
import { SignInCard } from "./SignIn";

/** Why a link cannot be used, from the page's look-up or from the server's refusal of the form. */
const UNUSABLE: Record<string, MessageKey> = {
  used: "admin.invitation.used",
  revoked: "admin.invitation.revoked",
  expired: "admin.invitation.expired",
  unknown: "admin.invitation.unknown",
  "account-exists": "admin.invitation.accountExists",
};

/** What the server found wrong with the form's fields. */
const FORM_REFUSALS: Record<string, MessageKey> = {
  "weak-password": "admin.invitation.passwordShort",
  "invalid-name": "admin.invitation.nameInvalid",
};

type Result = { state: "form" } | { state: "done" } | { state: "unusable"; reason: string };

/**
 * The page of an invitation link (/admin/invitation?token=…): for a pending invitation, the invitee's
 * address and role and a form for their display name and password; once sent, a way to sign in. A used,
 * revoked, expired or unknown link (the server answers it 410 or 404) says so.
 */
export function InvitationPage({ lookup }: { lookup: InvitationLookup }) {
  const { locale, t } = useLocale();
  const [result, setResult] = useState<Result>(
    lookup.state === "pending" ? { state: "form" } : { state: "unusable", reason: lookup.state },
  );
  const status = useRef<HTMLParagraphElement>(null);
  // The form is gone: the reader continues at what happened.
  useEffect(() => {
    if (result.state !== "form") status.current?.focus();
  }, [result.state]);
  const signIn = (
    <a href={localizePath("/admin", locale)} className={`${buttonPrimary} mt-6 w-full`}>
      <LogIn aria-hidden="true" className="size-5" />
      {t("admin.invitation.signIn")}
    </a>
  );
  return (
    <main id="main" className="flex min-h-screen flex-col">
      <SignInCard title="admin.invitation.title">
        {result.state === "form" && lookup.state === "pending" && <InvitationForm lookup={lookup} onDone={setResult} />}
        {result.state === "done" && (
          <div data-invitation="accepted">
            <p ref={status} tabIndex={-1} role="status" className="text-emerald-200 outline-none">
              {t("admin.invitation.done")}
            </p>
            {signIn}
          </div>
        )}
        {result.state === "unusable" && (
          <div data-invitation={result.reason}>
            <p
              ref={status}
              tabIndex={-1}
              role="alert"
              className="rounded-2xl border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-amber-100 outline-none"
            >
              {t(UNUSABLE[result.reason] ?? "admin.invitation.unknown", { hours: STAFF_INVITATION_HOURS })}
            </p>
            {result.reason === "account-exists" && signIn}
          </div>
        )}
      </SignInCard>
    </main>
  );
}

/** Display name and password (at least 12 characters, as every account's); the server has the last word. */
function InvitationForm({
  lookup,
  onDone,
}: {
  lookup: Extract<InvitationLookup, { state: "pending" }>;
  onDone: (result: Result) => void;
}) {
  const { t } = useLocale();
  const id = useId();
  const [searchParams] = useSearchParams();
  const [displayName, setDisplayName] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const short = password.length > 0 && password.length < MIN_PASSWORD_LENGTH;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (!displayName.trim()) return setError("admin.invitation.nameMissing");
    if (password.length < MIN_PASSWORD_LENGTH) return setError("admin.invitation.passwordShort");
    setSubmitting(true);
    setError(null);
    try {
      await acceptInvitation(searchParams.get("token") ?? "", displayName.trim(), password);
      onDone({ state: "done" });
    } catch (failure) {
      const code = failure instanceof InvitationError ? failure.code?.replace("invitation/", "") : undefined;
      if (code && UNUSABLE[code]) return onDone({ state: "unusable", reason: code });
      setError(FORM_REFUSALS[code ?? ""] ?? "admin.invitation.failed");
      setSubmitting(false);
    }
  }

  return (
    // POST, so that a form sent before the page's script runs never puts the password in a URL.
    <form method="post" onSubmit={submit} noValidate className="space-y-5" data-invitation="pending">
      <noscript>
        <p className="text-amber-200">{t("admin.invitation.noscript")}</p>
      </noscript>
      <p className="text-slate-200">
        {t("admin.invitation.intro", { email: lookup.email, role: t(`admin.role.${lookup.role}`) })}
      </p>
      <label className={fieldLabel}>
        {t("admin.invitation.name")}
        <input
          name="displayName"
          required
          maxLength={100}
          autoComplete="name"
          value={displayName}
          disabled={submitting}
          aria-invalid={error === "admin.invitation.nameMissing" || error === "admin.invitation.nameInvalid"}
          onChange={(event) => setDisplayName(event.target.value)}
          className={field}
        />
      </label>
      {/* The address the account signs in with, for the browser's password manager. */}
      <input type="hidden" name="username" autoComplete="username" value={lookup.email} />
      <div>
        <label htmlFor={`${id}-password`} className={fieldLabel}>
          {t("admin.invitation.password")}
        </label>
        <input
          id={`${id}-password`}
          type="password"
          name="password"
          required
          autoComplete="new-password"
          value={password}
          disabled={submitting}
          aria-invalid={short || error === "admin.invitation.passwordShort"}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setPassword(event.target.value)}
          className={field}
        />
        <p id={`${id}-hint`} className={`mt-1 text-sm ${short ? "text-amber-200" : "text-slate-400"}`}>
          {t("admin.invitation.passwordHint", { count: MIN_PASSWORD_LENGTH })}
        </p>
      </div>
      {error && (
        <p role="alert" className="rounded-2xl border border-red-400/30 bg-red-500/10 px-4 py-3 text-sm text-red-200">
          {t(error, { count: MIN_PASSWORD_LENGTH })}
        </p>
      )}
      <button type="submit" disabled={submitting} className={`${buttonPrimary} w-full disabled:opacity-60`}>
        <UserPlus aria-hidden="true" className="size-5" />
        {t(submitting ? "admin.invitation.creating" : "admin.invitation.create")}
      </button>
    </form>
  );
}
