import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { useLocale } from "~/i18n/context";
import type { MessageKey } from "~/i18n/keys";
import { localizePath } from "~/i18n/paths";
import { PageHeader } from "./PageHeader";
import { buttonSecondary, container } from "./styles";

/** A section of the site that is announced but not yet published. */
export function ComingSoon({ title, badge, text }: { title: MessageKey; badge: MessageKey; text: MessageKey }) {
  const { locale, t } = useLocale();
  return (
    <>
      <PageHeader title={t(title)} />
      <div className={`${container} py-16`}>
        <div className="relative max-w-2xl overflow-hidden rounded-3xl border border-white/10 bg-ink-900 p-8 sm:p-10">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 size-64 rounded-full bg-brand-500/20 blur-3xl"
          />
          <Sparkles aria-hidden="true" className="relative size-10 text-brand-400" />
          <p className="relative mt-6 inline-flex rounded-full bg-brand-500/15 px-4 py-1.5 text-sm font-semibold text-brand-400">
            {t(badge)}
          </p>
          <p className="relative mt-6 text-lg leading-relaxed text-slate-200">{t(text)}</p>
          <p className="relative mt-4 text-slate-400">{t("company.comingSoon.notify")}</p>
          <Link to={localizePath("/", locale)} className={`${buttonSecondary} relative mt-8`}>
            {t("action.backHome")}
          </Link>
        </div>
      </div>
    </>
  );
}
