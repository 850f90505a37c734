import { type FormEvent, useState } from "react";
import { addPasskey, removePasskey, renamePasskey } from "~/admin/second-factors-api";
import type { PasskeySummary } from "~/admin/types";
import { useLocale } from "~/i18n/context";
import { buttonPill, buttonPrimarySmall, buttonSecondarySmall, fieldCompact } from "../../ui/styles";
import { Panel } from "../dashboard/Panel";
import { useFormat } from "../dashboard/use-format";
import { ActionStatus } from "../staff/ActionStatus";
import { useStaffAction } from "../staff/use-staff-action";
import { ProofForm } from "./ProofForm";
import { SECURITY_REFUSALS } from "./refusals";

/** The account's passkeys: each renamed or removed (with the password or a code), and a new one added by name. */
export function PasskeysPanel({
  passkeys,
  available,
  onChanged,
}: {
  passkeys: PasskeySummary[];
  available: boolean;
  onChanged: (codes?: string[] | null) => void;
}) {
  const { t } = useLocale();
  const { action, run } = useStaffAction(SECURITY_REFUSALS);
  const [name, setName] = useState("");
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) return;
    void run(
      () => addPasskey(name.trim()),
      (made) => {
        setName("");
        onChanged(made.recoveryCodes);
        return t("admin.security.passkeys.added");
      },
    );
  };
  return (
    <Panel title={t("admin.security.passkeys.title")}>
      {passkeys.length === 0 ? (
        <p className="text-sm text-slate-300">{t("admin.security.passkeys.none")}</p>
      ) : (
        <ul className="divide-y divide-white/5" data-passkeys>
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onChanged={onChanged} />
          ))}
        </ul>
      )}
      {available ? (
        <form onSubmit={add} className="mt-4 flex flex-wrap items-end gap-2">
          <label className="block min-w-48 flex-1 text-sm text-slate-200">
            {t("admin.security.passkeys.name")}
            <input
              name="passkey-name"
              required
              maxLength={100}
              value={name}
              onChange={(event) => setName(event.target.value)}
              className={`${fieldCompact} mt-1`}
            />
          </label>
          <button type="submit" aria-disabled={action.state === "busy" || !name.trim()} className={buttonPrimarySmall}>
            {t("admin.security.passkeys.add")}
          </button>
        </form>
      ) : (
        <p className="mt-4 text-sm text-slate-400">{t("admin.security.error.passkeyUnavailable")}</p>
      )}
      <div className="mt-2">
        <ActionStatus action={action} />
      </div>
    </Panel>
  );
}

function PasskeyItem({ passkey, onChanged }: { passkey: PasskeySummary; onChanged: () => void }) {
  const { t } = useLocale();
  const format = useFormat();
  const { action, run } = useStaffAction(SECURITY_REFUSALS);
  const [mode, setMode] = useState<"show" | "rename" | "remove">("show");
  const [name, setName] = useState(passkey.name);
  const busy = action.state === "busy";
  const rename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) return;
    void run(
      () => renamePasskey(passkey.id, name.trim()),
      () => {
        setMode("show");
        onChanged();
        return t("admin.security.passkeys.renamed");
      },
    );
  };
  const who = <span className="sr-only"> {passkey.name}</span>;
  return (
    <li className="py-3 first:pt-0 last:pb-0" data-passkey={passkey.name}>
      <h3 className="font-semibold text-white [overflow-wrap:anywhere]">{passkey.name}</h3>
      <p className="mt-0.5 text-xs text-slate-400">
        {t("admin.security.passkeys.addedOn", { time: format.moment(new Date(passkey.createdAt).toISOString()) })}
        {passkey.lastUsedAt !== null &&
          ` · ${t("admin.security.passkeys.usedOn", { time: format.moment(new Date(passkey.lastUsedAt).toISOString()) })}`}
      </p>
      {mode === "show" && (
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="button" onClick={() => setMode("rename")} className={buttonPill}>
            {t("admin.security.passkeys.rename")}
            {who}
          </button>
          <button type="button" onClick={() => setMode("remove")} className={buttonPill}>
            {t("admin.security.passkeys.remove")}
            {who}
          </button>
        </div>
      )}
      {mode === "rename" && (
        <form onSubmit={rename} className="mt-2 flex flex-wrap items-end gap-2">
          <label className="block min-w-48 flex-1 text-sm text-slate-200">
            {t("admin.security.passkeys.name")}
            <input
              required
              maxLength={100}
              value={name}
              onChange={(event) => setName(event.target.value)}
              className={`${fieldCompact} mt-1`}
            />
          </label>
          <button type="submit" aria-disabled={busy || !name.trim()} className={buttonSecondarySmall}>
            {t("admin.security.passkeys.save")}
          </button>
          <button type="button" onClick={() => setMode("show")} className={buttonSecondarySmall}>
            {t("admin.security.cancel")}
          </button>
        </form>
      )}
      {mode === "remove" && (
        <ProofForm
          label={t("admin.security.passkeys.remove")}
          busy={busy}
          onCancel={() => setMode("show")}
          onProof={(proof) =>
            void run(
              () => removePasskey(passkey.id, proof),
              () => {
                onChanged();
                return t("admin.security.passkeys.removed");
              },
            )
          }
        />
      )}
      <ActionStatus action={action} />
    </li>
  );
}
