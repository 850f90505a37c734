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

/** A paragraph of a section of labelled items ("Newsletter: …", "ニュースレター：…") shows its label in bold. */
function Paragraph({ text, labelled: isLabelled }: { text: string; labelled: boolean }) {
  const labelled = isLabelled ? text.match(/^([^\n]{2,60}?[:：])\s*([\s\S]*)$/) : null;
  if (!labelled) return text;
  return (
    <>
      <strong className="font-semibold text-white">{labelled[1]}</strong>
      {/* A full-width colon carries its own space. */}
      {labelled[1]?.endsWith(":") ? " " : ""}
      {labelled[2]}
    </>
  );
}

/**
 * A legal document: title, last-updated date, a table of contents, introduction, numbered sections (heading
 * `legal.<doc>.<section>`, paragraphs in `….body` separated by blank lines), way back.
 */
export function LegalPage({
  document,
  sections,
  labelledSections = [],
  showHomeButton = true,
}: {
  document: LegalDocument;
  sections: string[];
  /** Sections whose paragraphs each describe one labelled item. */
  labelledSections?: string[];
  showHomeButton?: boolean;
}) {
  const { locale, t } = useLocale();
  const home = localizePath("/", locale);
  const date = new Intl.DateTimeFormat(LANGUAGES[locale].tag, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(LEGAL_LAST_UPDATED),
  );

  const heading = (section: string) => t(`legal.${document}.${section}` as MessageKey);

  return (
    <article>
      <PageHeader title={t(`legal.${document}.title`)}>
        <p className="text-base text-slate-400">{t("legal.lastUpdated", { date })}</p>
      </PageHeader>
      <div className={`${container} grid gap-10 py-14 sm:py-16 lg:grid-cols-[15rem_1fr] lg:gap-16`}>
        <nav aria-labelledby="contents" className="lg:sticky lg:top-24 lg:h-fit">
          <h2 id="contents" className="text-sm font-semibold text-white">
            {t("legal.contents")}
          </h2>
          <ol className="mt-3 space-y-1 border-l border-white/10 text-sm">
            {sections.map((section, index) => (
              <li key={section}>
                <a
                  href={`#${section}`}
                  className="-ml-px flex gap-2 border-l border-transparent py-1.5 pl-4 text-slate-400 transition hover:border-brand-400 hover:text-white"
                >
                  <span className="tabular-nums text-slate-400">{index + 1}.</span>
                  {heading(section)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {/* About 70 characters a line: the measure a long text is read at. */}
        <div className="min-w-0 max-w-[62ch]">
          <p className="text-lg leading-relaxed text-slate-300">{t(`legal.${document}.intro`, COMPANY_VALUES)}</p>
          {sections.map((section, index) => (
            <section key={section} id={section} aria-labelledby={`${section}-title`} className="mt-12 scroll-mt-24">
              <h2 id={`${section}-title`} className="text-xl font-semibold text-white">
                <span className="tabular-nums text-brand-400">{index + 1}.</span> {heading(section)}
              </h2>
              {t(`legal.${document}.${section}.body` as MessageKey, COMPANY_VALUES)
                .split(/\n\s*\n/)
                .map((paragraph) => (
                  <p key={paragraph.slice(0, 40)} className="mt-4 leading-relaxed text-slate-300">
                    <Paragraph text={paragraph} labelled={labelledSections.includes(section)} />
                  </p>
                ))}
            </section>
          ))}
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
      </div>
    </article>
  );
}
