import { KeyRound, Link2Off } from "lucide-react";
import { type FormEvent, lazy, type ReactNode, Suspense, useId, useState } from "react";
import { fetchSummary, openSharedLink, SessionEndedError } from "~/admin/api";
import type { SharedLinkLookup } from "~/analytics/shares";
import { useLocale } from "~/i18n/context";
import { buttonPrimary, field, fieldLabel } from "../ui/styles";
import { StaffLanguage } from "./AdminApp";
import { Spinner } from "./Spinner";

// The figures (and the chart library) load once the link is open.
const SharedDashboard = lazy(() => import("./SharedDashboard"));

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-1 items-center justify-center px-5 py-16">
      <div className="w-full max-w-md rounded-3xl border border-white/10 bg-ink-900 p-8 shadow-2xl">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-white">
          {icon}
          {title}
        </h1>
        <div className="mt-4">{children}</div>
      </div>
    </div>
  );
}

/**
 * The page of a shared link (/share/TOKEN): the dashboard's figures, read-only, without signing in. A link revoked
 * or never made (a 404) says so; a link with a password asks it first, and keeps it in this page's memory only.
 */
export function SharedPage({ lookup, token }: { lookup: SharedLinkLookup; token: string }) {
  const { t } = useLocale();
  const [state, setState] = useState<"locked" | "open" | "ended">(
    lookup.state !== "open" ? "ended" : lookup.hasPassword ? "locked" : "open",
  );
  // The password the visitor typed: this page's memory only.
  const [password, setPassword] = useState("");
  if (lookup.state === "open" && state === "open") openSharedLink(token, password);
  return (
    <main id="main" className="flex min-h-screen flex-col">
      <StaffLanguage />
      {state === "ended" || lookup.state !== "open" ? (
        <Card icon={<Link2Off aria-hidden="true" className="size-5 text-brand-400" />} title={t("admin.share.ended")}>
          <p className="text-slate-400" data-share-ended>
            {t("admin.share.endedText")}
          </p>
        </Card>
      ) : state === "locked" ? (
        <PasswordForm
          token={token}
          onOpen={(typed) => {
            setPassword(typed);
            setState("open");
          }}
        />
      ) : (
        <Suspense fallback={<Spinner label={t("admin.loadingData")} />}>
          <SharedDashboard name={lookup.name} onEnded={() => setState("ended")} />
        </Suspense>
      )}
    </main>
  );
}

function PasswordForm({ token, onOpen }: { token: string; onOpen: (password: string) => void }) {
  const { t } = useLocale();
  const id = useId();
  const [password, setPassword] = useState("");
  const [wrong, setWrong] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setWrong(false);
    openSharedLink(token, password);
    try {
      await fetchSummary("period=today&compare=none");
      onOpen(password);
    } catch (error) {
      setWrong(error instanceof SessionEndedError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card icon={<KeyRound aria-hidden="true" className="size-5 text-brand-400" />} title={t("admin.share.locked")}>
      <form onSubmit={submit} className="space-y-4">
        <p className="text-slate-400">{t("admin.share.lockedText")}</p>
        <div>
          <label htmlFor={id} className={fieldLabel}>
            {t("admin.share.password")}
          </label>
          <input
            id={id}
            type="password"
            required
            autoComplete="current-password"
            className={field}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        {wrong && (
          <p role="alert" className="text-sm text-red-200">
            {t("admin.share.wrongPassword")}
          </p>
        )}
        <button type="submit" disabled={busy} className={`${buttonPrimary} w-full`}>
          {t("admin.share.open")}
        </button>
      </form>
    </Card>
  );
}
