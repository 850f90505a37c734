import { DEMO_ACCOUNT } from "~/admin/demo-account";
import { useLocale } from "~/i18n/context";

/** Development only (the caller checks import.meta.env.DEV, so production bundles drop this and the credentials). */
export function DemoBanner() {
  const { t } = useLocale();
  return (
    <aside
      aria-labelledby="demo-banner-title"
      className="border-b border-amber-400/30 bg-amber-400/10 px-5 py-3 text-center text-sm text-amber-100"
    >
      <strong id="demo-banner-title" className="font-semibold">
        {t("admin.demo.title")}
      </strong>{" "}
      {t("admin.demo.text")}{" "}
      <code className="whitespace-nowrap rounded bg-black/30 px-1.5 py-0.5">{DEMO_ACCOUNT.email}</code> /{" "}
      <code className="whitespace-nowrap rounded bg-black/30 px-1.5 py-0.5">{DEMO_ACCOUNT.password}</code>
    </aside>
  );
}
