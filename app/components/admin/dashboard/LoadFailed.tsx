import { useLocale } from "~/i18n/context";
import { buttonSecondary, buttonSecondarySmall } from "../../ui/styles";

/** Figures that could not be loaded, said where they would be, with a way to try again. */
export function LoadFailed({ onRetry, compact = false }: { onRetry: () => void; compact?: boolean }) {
  const { t } = useLocale();
  return (
    <div
      role="alert"
      className={`border border-red-400/30 bg-red-500/10 text-center ${compact ? "rounded-2xl p-4 text-sm" : "rounded-3xl p-6"}`}
    >
      <p className="text-red-100">{t("admin.loadFailed")}</p>
      <button
        type="button"
        onClick={onRetry}
        className={compact ? `${buttonSecondarySmall} mt-3` : `${buttonSecondary} mt-4 px-5 py-2`}
      >
        {t("admin.tryAgain")}
      </button>
    </div>
  );
}
