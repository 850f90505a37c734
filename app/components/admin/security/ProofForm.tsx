import { type FormEvent, useId, useState } from "react";
import type { Proof } from "~/admin/second-factors-api";
import { useLocale } from "~/i18n/context";
import { buttonSecondarySmall, fieldCompact } from "../../ui/styles";

/** Passwords are at least this long (server/auth/passwords.ts); anything shorter is a code. */
const MIN_PASSWORD_LENGTH = 12;

/**
 * Asks for the current password or a current code (of the app, or a recovery code) before a change that
 * weakens the account, then calls `onProof`; `label` names the change on its button.
 */
export function ProofForm({
  label,
  busy,
  onProof,
  onCancel,
}: {
  label: string;
  busy: boolean;
  onProof: (proof: Proof) => void;
  onCancel: () => void;
}) {
  const { t } = useLocale();
  const id = useId();
  const [secret, setSecret] = useState("");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!secret || busy) return;
    onProof(secret.length < MIN_PASSWORD_LENGTH ? { code: secret } : { password: secret });
  };
  return (
    <form onSubmit={submit} className="mt-3 space-y-2 rounded-2xl border border-white/10 p-3" data-proof>
      <label htmlFor={id} className="block text-sm text-slate-200">
        {t("admin.security.proofLabel")}
      </label>
      <input
        id={id}
        type="password"
        autoComplete="current-password"
        required
        value={secret}
        onChange={(event) => setSecret(event.target.value)}
        className={fieldCompact}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" aria-disabled={busy || !secret} className={buttonSecondarySmall}>
          {label}
        </button>
        <button type="button" onClick={onCancel} className={buttonSecondarySmall}>
          {t("admin.security.cancel")}
        </button>
      </div>
    </form>
  );
}
