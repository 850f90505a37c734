import { House } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "~/components/ui/PageHeader";
import { buttonSecondary, container } from "~/components/ui/styles";
import { SITE_URL } from "~/config/build";
import { LEGAL_LAST_UPDATED, SITE } from "~/config/site";
import { useLocale } from "~/i18n/context";
import type { MessageKey } from "~/i18n/keys";
import { LANGUAGES } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import { Island } from "~/islands/Island";
import { BackButton } from "./BackButton";

const { street, locality, postalCode } = SITE.address;

/** Company details that the legal texts refer to, from the site settings. */
const COMPANY_VALUES = {
  company: SITE.companyName,
  email: SITE.email,
  address: `${street}, ${locality} ${postalCode}, Indonesia`,
  site: SITE_URL,
};

type LegalDocument = "terms" | "privacy" | "cookies";

/**
 * A legal document: title, last-updated date, introduction, sections (heading
 * `legal.<doc>.<section>`, paragraphs in `….body` separated by blank lines), way back.
 */
export function LegalPage({
  document,
  sections,
  showHomeButton = true,
}: {
  document: LegalDocument;
  sections: string[];
  showHomeButton?: boolean;
}) {
  const { locale, t } = useLocale();
  const home = localizePath("/", locale);
  const date = new Intl.DateTimeFormat(LANGUAGES[locale].tag, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(LEGAL_LAST_UPDATED),
  );

  return (
    <article>
      <PageHeader title={t(`legal.${document}.title`)}>
        <p className="text-base text-slate-400">{t("legal.lastUpdated", { date })}</p>
      </PageHeader>
      <div className={`${container} max-w-3xl py-16`}>
        <p className="text-lg leading-relaxed text-slate-300">{t(`legal.${document}.intro`, COMPANY_VALUES)}</p>
        {sections.map((section) => {
          const key = `legal.${document}.${section}` as MessageKey;
          return (
            <section key={section} className="mt-12">
              <h2 className="text-xl font-semibold text-white">{t(key)}</h2>
              {t(`${key}.body` as MessageKey, COMPANY_VALUES)
                .split(/\n\s*\n/)
                .map((paragraph) => (
                  <p key={paragraph.slice(0, 40)} className="mt-4 leading-relaxed text-slate-300">
                    {paragraph}
                  </p>
                ))}
            </section>
          );
        })}
        <div className="mt-14 flex flex-wrap gap-4">
          <Island name="back-button" component={BackButton} props={{ home }} i18n={["common"]} />
          {showHomeButton && (
            <Link to={home} className={buttonSecondary}>
              <House aria-hidden="true" className="size-4" />
              {t("action.backHome")}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
