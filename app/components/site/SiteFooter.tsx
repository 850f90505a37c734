import { MessageCircle, Newspaper } from "lucide-react";
import { Link } from "react-router";
import { SITE } from "~/config/site";
import { useLocale } from "~/i18n/context";
import type { MessageKey } from "~/i18n/keys";
import { localizePath } from "~/i18n/paths";
import { Island } from "~/islands/Island";
import { SERVICE_IDS, servicePath } from "~/services/catalog";
import { container } from "../ui/styles";
import { BrandMark } from "./BrandMark";
import { ContactLinks } from "./ContactLinks";
import { LinkGroup } from "./LinkGroup";
import { NewsletterForm } from "./NewsletterForm";
import { companyPages } from "./nav-items";

const LEGAL_LINKS: [string, MessageKey][] = [
  ["/terms-of-service", "page.terms"],
  ["/privacy-policy", "page.privacy"],
  ["/cookie-policy", "page.cookies"],
];

/**
 * What the footer offers instead of the newsletter box on a server that cannot send mail (app/document/mail-off.ts):
 * the blog to follow (the social profiles are listed just after), and the contact page to talk to a person. Both
 * are prerendered; the server's mark on the page decides which one shows.
 */
function FollowOurWork() {
  const { locale, t } = useLocale();
  const link = "inline-flex h-11 items-center gap-2 rounded-full px-5 text-sm font-semibold transition";
  const secondary = `${link} border border-white/15 text-white hover:border-white/40 hover:bg-white/5`;
  return (
    <div
      data-without-mail
      className={`${container} grid gap-6 border-b border-white/5 py-10 lg:grid-cols-2 lg:items-center`}
    >
      <div>
        <h2 className="text-lg font-semibold text-white">{t("footer.follow.title")}</h2>
        <p className="mt-1 max-w-xl text-sm text-slate-400">{t("footer.follow.text")}</p>
      </div>
      <ul className="flex flex-wrap gap-3 lg:justify-end">
        <li>
          <Link to={localizePath("/blog", locale)} className={secondary}>
            <Newspaper aria-hidden="true" className="size-4 text-brand-400" />
            {t("footer.follow.blog")}
          </Link>
        </li>
        <li>
          <Link to={localizePath("/contact", locale)} className={`${link} bg-brand-600 text-white hover:bg-brand-700`}>
            <MessageCircle aria-hidden="true" className="size-4" />
            {t("footer.follow.contact")}
          </Link>
        </li>
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const { locale, t } = useLocale();
  const at = (path: string) => localizePath(path, locale);
  const year = new Date().getFullYear();
  const socials = SITE.social.filter((profile) => profile.url);

  return (
    <footer className="border-t border-white/5 bg-ink-900">
      <div
        data-needs-mail
        className={`${container} grid gap-6 border-b border-white/5 py-10 lg:grid-cols-2 lg:items-center`}
      >
        <div>
          <h2 className="text-lg font-semibold text-white">{t("newsletter.title")}</h2>
          <p className="mt-1 text-sm text-slate-400">{t("newsletter.text")}</p>
        </div>
        <Island name="newsletter" component={NewsletterForm} props={{}} i18n={["common"]} />
      </div>
      <FollowOurWork />
      <div className={`${container} grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4`}>
        <div className="space-y-4">
          <Link to={at("/")} aria-label={t("site.homeLink")} className="flex items-center gap-2.5">
            <BrandMark />
            <span className="font-bold text-white">{SITE.brandName}</span>
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
        <div className="space-y-8">
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
      <div className="border-t border-white/5">
        <div
          className={`${container} flex flex-col gap-4 py-6 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between`}
        >
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
