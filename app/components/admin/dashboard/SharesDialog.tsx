import { Share2, Trash2 } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { createShare, fetchShares, revokeShare } from "~/admin/api";
import type { SharedLink } from "~/analytics/shares";
import { useLocale } from "~/i18n/context";
import { buttonPrimarySmall, buttonSecondarySmall, headerAction } from "../../ui/styles";
import { DialogEnd, ModalDialog } from "./ModalDialog";
import { useFormat } from "./use-format";

const input = "w-full rounded-xl border border-white/15 bg-ink-950 px-3 py-2 text-sm text-white";

/**
 * An admin's button to the shared links: read-only links to the figures, made with a name and an optional
 * password (the link is shown once, to copy), listed, and revoked.
 */
export function SharesButton() {
  const { t } = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={headerAction} data-share-button>
        <Share2 aria-hidden="true" className="size-4" />
        {t("admin.shares.button")}
      </button>
      {open && <SharesDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function SharesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLocale();
  const format = useFormat();
  const dialog = useRef<HTMLDialogElement>(null);
  const [links, setLinks] = useState<SharedLink[]>([]);
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [made, setMade] = useState<string | null>(null);
  const [problem, setProblem] = useState(false);
  const reload = useCallback(() => {
    fetchShares().then(
      (list) => setLinks(list.shares),
      () => setProblem(true),
    );
  }, []);
  useEffect(reload, [reload]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(false);
    try {
      const link = await createShare(name.trim(), password || undefined);
      setMade(new URL(link.url, window.location.origin).href);
      setName("");
      setPassword("");
      reload();
    } catch {
      setProblem(true);
    }
  };
  const revoke = async (link: SharedLink) => {
    await revokeShare(link.id).then(reload, () => setProblem(true));
  };
  return (
    <ModalDialog dialogRef={dialog} name="shares" title={t("admin.shares.title")} onClose={onClose}>
      <p className="text-sm text-slate-400">{t("admin.shares.intro")}</p>
      <form onSubmit={submit} className="mt-4 space-y-3">
        <label className="block text-sm">
          <span className="mb-1 block text-slate-300">{t("admin.shares.name")}</span>
          <input className={input} value={name} required maxLength={80} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="block text-sm">
          <span className="mb-1 block text-slate-300">{t("admin.shares.password")}</span>
          <input
            className={input}
            type="password"
            autoComplete="new-password"
            value={password}
            minLength={8}
            maxLength={256}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <div className="flex justify-end">
          <button type="submit" className={buttonPrimarySmall}>
            {t("admin.shares.create")}
          </button>
        </div>
      </form>
      {made && (
        <div className="mt-4 rounded-2xl border border-brand-400/30 bg-brand-500/10 p-3 text-sm" data-share-made>
          <p className="text-slate-200">{t("admin.shares.made")}</p>
          <input
            readOnly
            className={`${input} mt-2 font-mono text-xs`}
            value={made}
            aria-label={t("admin.shares.link")}
            onFocus={(event) => event.target.select()}
            data-share-url
          />
          <button
            type="button"
            className={`${buttonSecondarySmall} mt-2`}
            onClick={() => navigator.clipboard?.writeText(made)}
          >
            {t("admin.shares.copy")}
          </button>
        </div>
      )}
      {problem && (
        <p role="alert" className="mt-3 text-sm text-red-200">
          {t("admin.shares.failed")}
        </p>
      )}
      {links.length > 0 && (
        <ul className="mt-4 space-y-2 border-t border-white/10 pt-4 text-sm" data-share-list>
          {links.map((link) => (
            <li key={link.id} className="flex items-center justify-between gap-3">
              <span className="min-w-0">
                <span className="block text-white [overflow-wrap:anywhere]">{link.name}</span>
                <span className="block text-xs text-slate-400">
                  {format.moment(link.createdAt)}
                  {link.hasPassword && ` · ${t("admin.shares.withPassword")}`}
                </span>
              </span>
              <button
                type="button"
                onClick={() => revoke(link)}
                className="grid size-8 shrink-0 place-items-center rounded-full text-slate-300 hover:bg-white/10 hover:text-white"
                aria-label={t("admin.shares.revoke", { name: link.name })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <DialogEnd dialogRef={dialog} />
    </ModalDialog>
  );
}
