import { useLocale } from "~/i18n/context";
import { buttonPrimary } from "../ui/styles";

function describe(error: unknown): string {
  if (error instanceof Error) return [error.message, error.stack].filter(Boolean).join("\n\n");
  return typeof error === "string" ? error : JSON.stringify(error, null, 2);
}

/** Shown instead of the page when rendering fails. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useLocale();
  return (
    <main className="flex min-h-screen items-center justify-center px-5 py-16">
      <div className="w-full max-w-lg rounded-3xl border border-white/10 bg-ink-900 p-8 text-center shadow-2xl">
        <h1 className="text-2xl font-bold text-white">{t("error.title")}</h1>
        <p className="mt-4 text-slate-400">{t("error.text")}</p>
        <details className="mt-6 text-left">
          <summary className="cursor-pointer text-sm font-medium text-slate-300">{t("error.details")}</summary>
          <pre className="mt-3 max-h-64 overflow-auto rounded-xl bg-black/40 p-4 text-xs whitespace-pre-wrap text-red-300">
            {describe(error)}
          </pre>
        </details>
        {/* A plain form: its button loads the page again, with or without JavaScript (public pages hydrate
            only their islands, decision 019). */}
        <form className="mt-8">
          <button type="submit" className={buttonPrimary}>
            {t("error.refresh")}
          </button>
        </form>
      </div>
    </main>
  );
}
