import { data, Link, redirect } from "react-router";
import { PageHeader } from "~/components/ui/PageHeader";
import { buttonPrimary, buttonSecondary, container } from "~/components/ui/styles";
import { useLocale } from "~/i18n/context";
import { localeFromPath, localizePath } from "~/i18n/paths";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/seo/meta";
import { isServiceId, SERVICE_ALIASES, servicePath } from "~/services/catalog";
import type { Route } from "./+types/service";

export const handle: RouteHandle = { i18n: ["services"] };

/** Canonical ids render; alias ids redirect permanently; anything else is a 404. */
export function loader({ params, request }: Route.LoaderArgs) {
  const { serviceId } = params;
  if (isServiceId(serviceId)) return { serviceId };
  const canonical = SERVICE_ALIASES[serviceId];
  const locale = localeFromPath(new URL(request.url).pathname);
  if (canonical) throw redirect(localizePath(servicePath(canonical), locale), 308);
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location, loaderData, error }) => {
  if (error || !loaderData) {
    return pageMeta({
      pathname: location.pathname,
      title: "services.notFound.title",
      description: "services.notFound.text",
      noindex: true,
    });
  }
  const { serviceId } = loaderData;
  return pageMeta({
    pathname: location.pathname,
    title: "meta.service.title",
    description: "meta.service.description",
    values: (t) => ({ service: t(`service.${serviceId}`) }),
  });
};

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useLocale();
  const { serviceId } = loaderData;
  return (
    <>
      <PageHeader title={t(`service.${serviceId}`)}>
        <p>{t(`services.${serviceId}.summary`)}</p>
      </PageHeader>
      <div className={`${container} py-16`}>
        <h2 className="text-2xl font-bold text-white">{t("services.detail.overview")}</h2>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link to={`${localizePath("/", locale)}#contact`} className={buttonPrimary}>
            {t("services.detail.consult")}
          </Link>
          <Link to={`${localizePath("/", locale)}#services`} className={buttonSecondary}>
            {t("services.detail.allServices")}
          </Link>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  const { locale, t } = useLocale();
  return (
    <section className={`${container} flex flex-col items-center py-28 text-center`}>
      <h1 className="text-3xl font-bold text-white sm:text-4xl">{t("services.notFound.title")}</h1>
      <p className="mt-4 text-slate-400">{t("services.notFound.text")}</p>
      <Link to={`${localizePath("/", locale)}#services`} className={`${buttonPrimary} mt-10`}>
        {t("services.notFound.back")}
      </Link>
    </section>
  );
}
