import { ArrowRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { useLocale } from "~/i18n/context";
import { localizePath } from "~/i18n/paths";
import { Island } from "~/islands/Island";
import { SERVICE_IDS, servicePath } from "~/services/catalog";
import { buttonPrimary, buttonSecondary, container } from "../ui/styles";
import { LinkGroup } from "./LinkGroup";
import { companyPages, startProjectPath } from "./nav-items";
import { ReportMissingPage } from "./ReportMissingPage";

/** The 404 page: the text and button of docs/PRODUCT.md#not-found-and-errors, and the ways onward a visitor who got lost needs. */
export function NotFound() {
  const { locale, t } = useLocale();
  const { pathname } = useLocation();
  const home = localizePath("/", locale);

  return (
    <section className={`${container} flex flex-col items-center py-24 text-center sm:py-28`}>
      <p className="text-7xl font-black text-brand-500">404</p>
      <h1 className="mt-6 text-3xl font-bold text-white sm:text-4xl">{t("notFound.title")}</h1>
      <p className="mt-4 max-w-md text-balance text-slate-400">{t("notFound.text")}</p>
      <div className="mt-10 flex w-full flex-col gap-4 sm:w-auto sm:flex-row sm:justify-center">
        <Link to={home} className={buttonPrimary}>
          {t("notFound.home")}
        </Link>
        <a href={startProjectPath(locale)} className={buttonSecondary}>
          {t("nav.startProject")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
      <nav
        aria-labelledby="onward"
        className="mt-16 w-full max-w-3xl rounded-3xl border border-white/10 bg-ink-900 p-6 text-left sm:p-8"
      >
        <h2 id="onward" className="text-lg font-semibold text-white">
          {t("notFound.onward")}
        </h2>
        <div className="mt-6 grid gap-8 sm:grid-cols-2">
          <LinkGroup
            heading="h3"
            title={t("footer.services")}
            links={SERVICE_IDS.map((id) => ({ to: localizePath(servicePath(id), locale), label: t(`service.${id}`) }))}
          />
          <LinkGroup heading="h3" title={t("nav.company")} links={companyPages(locale, t)} />
        </div>
      </nav>
      <Island name="missing-page" component={ReportMissingPage} props={{ pathname }} i18n={[]} loading="idle" />
    </section>
  );
}
