import { Link } from "react-router";
import { SITE } from "~/config/site";
import { useLocale } from "~/i18n/context";
import type { MessageKey } from "~/i18n/keys";
import { localizePath } from "~/i18n/paths";
import { SERVICE_IDS, servicePath } from "~/services/catalog";
import { container } from "../ui/styles";
import { BrandMark } from "./BrandMark";
import { ContactLinks } from "./ContactLinks";
import { FooterBand } from "./FooterBand";
import { LinkGroup } from "./LinkGroup";
import { companyPages } from "./nav-items";

const LEGAL_LINKS: [string, MessageKey][] = [
  ["/terms-of-service", "page.terms"],
  ["/privacy-policy", "page.privacy"],
  ["/cookie-policy", "page.cookies"],
];

export function SiteFooter() {
  const { locale, t } = useLocale();
  const at = (path: string) => localizePath(path, locale);
  const year = new Date().getFullYear();
  const socials = SITE.social.filter((profile) => profile.url);

  return (
    <footer className="border-t border-white/5 bg-ink-900">
      {/* The band, the columns and the legal line share the content column, and so do the lines between them. */}
      <div className={container}>
        <FooterBand />
        {/*
          On a phone the two lists of links sit side by side, the brand above and the contact below them; in Japanese,
          whose long service names (one word each) would break inside a word in half a phone, one under the other.
        */}
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 max-sm:[&:lang(ja)]:grid-cols-1 lg:grid-cols-4">
          <div className="col-span-full space-y-4 lg:col-span-1">
            <Link to={at("/")} aria-label={t("site.homeLink")} className="flex items-center gap-2.5">
              <BrandMark />
              <span data-wordmark="" className="font-bold tracking-tight text-white">
                {SITE.brandName}
              </span>
            </Link>
            <p className="text-sm leading-relaxed text-slate-400">{t("footer.about")}</p>
            <p lang="id" className="text-sm font-medium italic text-brand-400">
              {SITE.tagline}
            </p>
          </div>
          <LinkGroup
            title={t("footer.services")}
            links={SERVICE_IDS.map((id) => ({ to: at(servicePath(id)), label: t(`service.${id}`) }))}
          />
          <LinkGroup title={t("footer.company")} links={companyPages(locale, t)} />
          <div className="col-span-full space-y-8 lg:col-span-1">
            <div>
              <h2 className="text-sm font-semibold tracking-wide text-white">{t("footer.contact")}</h2>
              <ContactLinks className="mt-4 space-y-2.5 text-sm text-slate-400" iconClassName="size-4" />
            </div>
            {socials.length > 0 && (
              <div>
                <h2 className="text-sm font-semibold tracking-wide text-white">{t("footer.social")}</h2>
                <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
                  {socials.map((profile) => (
                    <li key={profile.name}>
                      <a
                        href={profile.url ?? undefined}
                        rel="noopener noreferrer me"
                        target="_blank"
                        className="text-slate-400 transition hover:text-white"
                      >
                        {profile.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </div>
        <div className="flex flex-col gap-4 border-t border-white/5 py-6 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p suppressHydrationWarning>{t("footer.copyright", { year, company: SITE.companyName })}</p>
          <nav aria-label={t("footer.legal")}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {LEGAL_LINKS.map(([path, key]) => (
                <li key={path}>
                  <Link to={at(path)} className="transition hover:text-white">
                    {t(key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
