import { ArrowLeft, House } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { PageHeader } from "~/components/ui/PageHeader";
import { buttonSecondary, container } from "~/components/ui/styles";
import { LEGAL_LAST_UPDATED } from "~/config/site";
import { useLocale } from "~/i18n/context";
import type { MessageKey } from "~/i18n/keys";
import { LANGUAGES } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";

/** A legal document: title, last-updated date, numbered sections, way back. */
export function LegalPage({
  title,
  sections,
  showHomeButton = true,
}: {
  title: MessageKey;
  sections: MessageKey[];
  showHomeButton?: boolean;
}) {
  const { locale, t } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const home = localizePath("/", locale);
  const date = new Intl.DateTimeFormat(LANGUAGES[locale].tag, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(LEGAL_LAST_UPDATED),
  );
  // Arriving directly (no earlier entry in this tab), "Back" leads home instead of off the site.
  const goBack = () => (location.key === "default" ? navigate(home) : navigate(-1));

  return (
    <>
      <PageHeader title={t(title)}>
        <p className="text-base text-slate-400">{t("legal.lastUpdated", { date })}</p>
      </PageHeader>
      <article className={`${container} max-w-3xl py-16`}>
        {sections.map((section) => (
          <section key={section} className="mt-10 first:mt-0">
            <h2 className="text-xl font-semibold text-white">{t(section)}</h2>
          </section>
        ))}
        <div className="mt-14 flex flex-wrap gap-4">
          <button type="button" onClick={goBack} className={buttonSecondary}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t("action.back")}
          </button>
          {showHomeButton && (
            <Link to={home} className={buttonSecondary}>
              <House aria-hidden="true" className="size-4" />
              {t("action.backHome")}
            </Link>
          )}
        </div>
      </article>
    </>
  );
}
