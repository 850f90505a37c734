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
        <p className="inline-flex rounded-full bg-brand-500/15 px-4 py-1.5 text-sm font-semibold text-brand-400">
          {t(badge)}
        </p>
        <p className="mt-6 max-w-2xl leading-relaxed text-slate-300">{t(text)}</p>
        <Link to={localizePath("/", locale)} className={`${buttonSecondary} mt-10`}>
          {t("action.backHome")}
        </Link>
      </div>
    </>
  );
}
