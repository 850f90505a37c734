import { Check, MessageCircle } from "lucide-react";
import { data, Link } from "react-router";
import { buttonPrimary, container } from "~/components/ui/styles";
import { useLocale } from "~/i18n/context";
import { localizePath } from "~/i18n/paths";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/seo/meta";
import { isServiceId, SERVICE_TECHNOLOGIES } from "~/services/catalog";
import { SERVICE_ICONS } from "~/services/icons";
import type { Route } from "./+types/service";

export const handle: RouteHandle = { i18n: ["services", "serviceDetail"] };

/**
 * Canonical ids render; anything else is a 404. (The server redirects alias paths before they get here:
 * server/http/canonical-url.ts.)
 */
export function loader({ params }: Route.LoaderArgs) {
  const { serviceId } = params;
  if (isServiceId(serviceId)) return { serviceId };
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location, loaderData, error }) => {
  if (error || !loaderData) {
    return pageMeta({
      pathname: location.pathname,
      title: "services.notFound.title",
      description: "services.notFound.text",
      missing: true,
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

const FEATURES = ["feature1", "feature2", "feature3"] as const;
const BENEFITS = ["benefit1", "benefit2", "benefit3", "benefit4"] as const;

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useLocale();
  const { serviceId: id } = loaderData;
  const Icon = SERVICE_ICONS[id];
  const consult = (
    // The landing page's contact form, with this service filled in as the project.
    <Link to={`${localizePath("/", locale)}?project=${id}#contact`} className={buttonPrimary}>
      <MessageCircle aria-hidden="true" className="size-5" />
      {t("services.detail.consult")}
    </Link>
  );

  return (
    <>
      <div className="relative overflow-hidden border-b border-white/5 bg-gradient-to-b from-brand-500/10 to-transparent">
        <div className={`${container} py-16 sm:py-20`}>
          <Link
            to={`${localizePath("/", locale)}#services`}
            className="text-sm font-medium text-brand-400 hover:text-brand-400/80"
          >
            ← {t("services.detail.allServices")}
          </Link>
          <span className="mt-8 flex size-14 items-center justify-center rounded-2xl bg-brand-500/15 text-brand-400">
            <Icon aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-6 max-w-3xl text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl">
            {t(`service.${id}`)}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-300">{t(`services.${id}.summary`)}</p>
        </div>
      </div>

      <div className={`${container} grid gap-12 py-16 lg:grid-cols-[1fr_20rem]`}>
        <div className="min-w-0">
          <section aria-labelledby="overview">
            <h2 id="overview" className="text-2xl font-bold text-white">
              {t("services.detail.overview")}
            </h2>
            <p className="mt-4 leading-relaxed text-slate-300">{t(`serviceDetail.${id}.long1`)}</p>
            <p className="mt-4 leading-relaxed text-slate-300">{t(`serviceDetail.${id}.long2`)}</p>
          </section>

          <section aria-labelledby="features" className="mt-14">
            <h2 id="features" className="text-2xl font-bold text-white">
              {t("services.detail.features")}
            </h2>
            <ul className="mt-6 grid gap-4 md:grid-cols-3">
              {FEATURES.map((feature) => (
                <li key={feature} className="rounded-2xl border border-white/10 bg-ink-900 p-5">
                  <h3 className="font-semibold text-white">{t(`serviceDetail.${id}.${feature}.title`)}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-slate-400">
                    {t(`serviceDetail.${id}.${feature}.text`)}
                  </p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="benefits" className="mt-14">
            <h2 id="benefits" className="text-2xl font-bold text-white">
              {t("services.detail.benefits")}
            </h2>
            <ul className="mt-6 space-y-4">
              {BENEFITS.map((benefit) => (
                <li key={benefit} className="flex gap-3 text-slate-300">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-400" />
                  {t(`serviceDetail.${id}.${benefit}`)}
                </li>
              ))}
            </ul>
          </section>

          <div className="mt-14">{consult}</div>
        </div>

        <aside
          aria-labelledby="technologies"
          className="h-fit rounded-3xl border border-white/10 bg-ink-900 p-6 lg:sticky lg:top-24"
        >
          <h2 id="technologies" className="text-lg font-semibold text-white">
            {t("services.detail.technologies")}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {SERVICE_TECHNOLOGIES[id].map((name) => (
              <li key={name} className="rounded-full bg-white/5 px-3 py-1.5 text-sm text-slate-200">
                {name}
              </li>
            ))}
          </ul>
        </aside>
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
