import { Link, useLocation } from "react-router";
import { useLocale } from "~/i18n/context";
import { localizePath } from "~/i18n/paths";
import { Island } from "~/islands/Island";
import { buttonPrimary, container } from "../ui/styles";
import { ReportMissingPage } from "./ReportMissingPage";

export function NotFound() {
  const { locale, t } = useLocale();
  const { pathname } = useLocation();

  return (
    <section className={`${container} flex flex-col items-center py-28 text-center`}>
      <p className="text-7xl font-black text-brand-500">404</p>
      <h1 className="mt-6 text-3xl font-bold text-white sm:text-4xl">{t("notFound.title")}</h1>
      <p className="mt-4 max-w-md text-slate-400">{t("notFound.text")}</p>
      <Link to={localizePath("/", locale)} className={`${buttonPrimary} mt-10`}>
        {t("notFound.home")}
      </Link>
      <Island name="missing-page" component={ReportMissingPage} props={{ pathname }} i18n={[]} loading="idle" />
    </section>
  );
}
