import { ServerCrash } from "lucide-react";
import { SPEC_TEXTS } from "~/admin/spec-texts";
import { useLocale } from "~/i18n/context";
import { buttonPrimary } from "../ui/styles";

/** The maintenance screen of docs/PRODUCT.md#staff-area: sign-in cannot be reached; "Coba Lagi" reloads the page. */
export function AuthUnavailable({ details }: { details: string }) {
  const { t } = useLocale();
  return (
    <div role="alert" className="text-center">
      <ServerCrash aria-hidden="true" className="mx-auto size-10 text-amber-400" />
      <h2 lang="id" className="mt-4 text-xl font-bold text-white">
        {SPEC_TEXTS.unavailableTitle}
      </h2>
      <p lang="id" className="mt-2 text-slate-300">
        {SPEC_TEXTS.unavailableText}
      </p>
      <details className="mt-5 rounded-2xl bg-black/30 p-4 text-left text-sm text-slate-300">
        <summary className="cursor-pointer font-medium text-slate-200">{t("admin.unavailable.details")}</summary>
        <pre className="mt-3 overflow-x-auto whitespace-pre-wrap break-all font-mono text-xs">{details}</pre>
      </details>
      <button type="button" lang="id" className={`${buttonPrimary} mt-6`} onClick={() => window.location.reload()}>
        {SPEC_TEXTS.retry}
      </button>
    </div>
  );
}
