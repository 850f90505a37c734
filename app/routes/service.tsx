import { CalendarClock, Check, MessageCircle, Wallet } from "lucide-react";
import { data, Link } from "react-router";
import type { Service } from "schema-dts";
import { cardOf } from "~/components/content/cards";
import { EntrySection } from "~/components/content/EntrySection";
import { NumberedSteps } from "~/components/ui/NumberedSteps";
import { Questions } from "~/components/ui/Questions";
import { buttonPrimary, container } from "~/components/ui/styles";
import { ServiceVisual } from "~/components/visuals/ServiceVisual";
import { caseStudiesOf } from "~/content/entries";
import { translator } from "~/i18n/catalog";
import { useLocale } from "~/i18n/context";
import { Phrases } from "~/i18n/Phrases";
import { localeFromPath, localizePath } from "~/i18n/paths";
import type { RouteHandle } from "~/root";
import { nodeId, ORGANIZATION_ID } from "~/seo/graph";
import { pageMeta } from "~/seo/meta";
import { absoluteUrl } from "~/seo/urls";
import { isServiceId, SERVICE_IDS, SERVICE_PLANS, SERVICE_TECHNOLOGIES, servicePath } from "~/services/catalog";
import { SERVICE_ICONS } from "~/services/icons";
import { formatPlan } from "~/services/plan-format";
import type { Route } from "./+types/service";

export const handle: RouteHandle = { i18n: ["services", "serviceDetail", "company"], preloadDisplayFace: true };

/**
 * Canonical ids render; anything else is a 404. (The server redirects alias paths before they get here:
 * server/http/canonical-url.ts.)
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const { serviceId } = params;
  if (!isServiceId(serviceId)) throw data(null, { status: 404 });
  const locale = localeFromPath(new URL(request.url).pathname);
  return { serviceId, caseStudies: caseStudiesOf(serviceId, locale).slice(0, 3).map(cardOf) };
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
  const locale = localeFromPath(location.pathname);
  const t = translator(locale);
  const url = absoluteUrl(location.pathname);
  const [minPrice, maxPrice] = SERVICE_PLANS[serviceId].budgetIdr;
  const service: Service & { "@id": string } = {
    "@type": "Service",
    "@id": nodeId(url, "service"),
    name: t(`service.${serviceId}`),
    description: t(`services.${serviceId}.summary`),
    url,
    provider: { "@id": ORGANIZATION_ID },
    areaServed: { "@type": "Country", name: "Indonesia" },
    offers: {
      "@type": "Offer",
      priceSpecification: { "@type": "PriceSpecification", minPrice, maxPrice, priceCurrency: "IDR" },
    },
  };
  return pageMeta({
    pathname: location.pathname,
    title: "meta.service.title",
    description: "meta.service.description",
    values: (t) => ({ service: t(`service.${serviceId}`) }),
    graph: { name: t(`service.${serviceId}`), main: service },
  });
};

const FEATURES = ["feature1", "feature2", "feature3"] as const;
const BENEFITS = ["benefit1", "benefit2", "benefit3", "benefit4"] as const;
const STEPS = ["process1", "process2", "process3", "process4"] as const;
const QUESTIONS = ["faq1", "faq2", "faq3", "faq4"] as const;

/** The page's sections in order, as the facts box lists them: their anchors and headings. */
const PARTS = [
  { id: "overview", label: "services.detail.overview" },
  { id: "features", label: "services.detail.features" },
  { id: "technologies", label: "services.detail.technologies" },
  { id: "process", label: "services.detail.process" },
  { id: "benefits", label: "services.detail.benefits" },
  { id: "ranges", label: "services.detail.ranges" },
  { id: "faq", label: "services.detail.faq" },
] as const;

const heading2 = "text-2xl font-bold tracking-tight text-white";

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useLocale();
  const { serviceId: id, caseStudies } = loaderData;
  const Icon = SERVICE_ICONS[id];
  const title = t(`service.${id}`);
  const plan = formatPlan(SERVICE_PLANS[id], locale);
  // The timeline and budget: summed up in the box at a glance, then each with what it covers in the text.
  const ranges = [
    { fact: "timeline", icon: CalendarClock, term: t("services.detail.timeline"), value: plan.weeks },
    { fact: "budget", icon: Wallet, term: t("services.detail.budget"), value: plan.budget },
  ] as const;

  return (
    <>
      <div className="relative overflow-hidden border-b border-white/5 bg-gradient-to-b from-brand-500/10 to-transparent">
        <div className={`${container} grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1fr_28rem]`}>
          <div>
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
              <Phrases text={title} />
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-300">{t(`services.${id}.summary`)}</p>
          </div>
          <div className="mx-auto w-full max-w-md lg:max-w-none">
            <ServiceVisual service={id} label={t("services.detail.visual", { service: title })} />
          </div>
        </div>
      </div>

      <div className={`${container} grid gap-12 py-16 lg:grid-cols-[1fr_22rem]`}>
        {/* First on a phone (the key facts under the title); the right-hand column, following the reader, on a wide screen. */}
        <aside className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start">
          <section
            aria-labelledby="glance"
            className="rounded-3xl border border-brand-500/30 bg-gradient-to-b from-brand-500/15 to-ink-900 p-6"
          >
            <h2 id="glance" className="text-lg font-semibold text-white">
              {t("services.detail.glance")}
            </h2>
            <dl className="mt-4 grid grid-cols-2 gap-4">
              {ranges.map(({ fact, icon: FactIcon, term, value }) => (
                // The budget's range on a line of its own, whole: half the box broke it after its dash.
                <div key={fact} className={fact === "budget" ? "col-span-2" : undefined} data-glance-fact={fact}>
                  <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-400">
                    <FactIcon aria-hidden="true" className="size-3.5 shrink-0 text-brand-400" />
                    {term}
                  </dt>
                  <dd
                    className={`mt-1 font-semibold text-white ${fact === "budget" ? "whitespace-nowrap" : "text-balance"}`}
                  >
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            {/* Where the page goes, on a wide screen only: the sections' own headings, as links that follow the reader. */}
            <nav aria-labelledby="on-this-page" className="mt-5 hidden border-t border-white/10 pt-5 lg:block">
              <h3 id="on-this-page" className="text-xs font-medium text-slate-400">
                {t("services.detail.onThisPage")}
              </h3>
              <ul className="mt-2 space-y-1 text-sm">
                {PARTS.map(({ id: part, label }) => (
                  <li key={part}>
                    <a href={`#${part}`} className="block py-1 text-slate-300 transition hover:text-white">
                      {t(label)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {/* The landing page's contact form, with this service filled in as the project. */}
            <Link to={`${localizePath("/", locale)}?project=${id}#contact`} className={`${buttonPrimary} mt-6 w-full`}>
              <MessageCircle aria-hidden="true" className="size-5" />
              {t("services.detail.consult")}
            </Link>
            <p className="mt-3 text-xs leading-relaxed text-slate-400">{t("services.detail.ctaText")}</p>
          </section>
        </aside>

        {/* The sections after the first wait to be laid out until they near the screen (decision 039). */}
        <div className="min-w-0 space-y-16 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="overview">
            <h2 id="overview" className={heading2}>
              <Phrases text={t("services.detail.overview")} />
            </h2>
            <p className="mt-4 leading-relaxed text-slate-300">{t(`serviceDetail.${id}.long1`)}</p>
            <p className="mt-4 leading-relaxed text-slate-300">{t(`serviceDetail.${id}.long2`)}</p>
          </section>

          <section aria-labelledby="features" data-later-block="">
            <h2 id="features" className={heading2}>
              {t("services.detail.features")}
            </h2>
            <ul className="mt-6 divide-y divide-white/10 rounded-2xl border border-white/10 bg-ink-900">
              {FEATURES.map((feature) => (
                <li key={feature} className="gap-6 p-5 sm:grid sm:grid-cols-[13rem_1fr] sm:p-6">
                  <h3 className="font-semibold text-white">{t(`serviceDetail.${id}.${feature}.title`)}</h3>
                  <p className="mt-2 leading-relaxed text-slate-400 sm:mt-0">
                    {t(`serviceDetail.${id}.${feature}.text`)}
                  </p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="technologies" data-later-block="">
            <h2 id="technologies" className={heading2}>
              <Phrases text={t("services.detail.technologies")} />
            </h2>
            <ul className="mt-6 flex flex-wrap gap-2">
              {SERVICE_TECHNOLOGIES[id].map((name) => (
                <li
                  key={name}
                  className="rounded-full border border-white/10 bg-ink-900 px-3.5 py-1.5 text-sm text-slate-200"
                >
                  {name}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="process" data-later-block="">
            <h2 id="process" className={heading2}>
              <Phrases text={t("services.detail.process")} />
            </h2>
            <NumberedSteps
              className="mt-6"
              steps={STEPS.map((step, index) => ({
                key: step,
                title: (
                  <>
                    <span className="sr-only">{t("services.detail.step", { number: index + 1 })}: </span>
                    {t(`serviceDetail.${id}.${step}.title`)}
                  </>
                ),
                text: t(`serviceDetail.${id}.${step}.text`),
              }))}
            />
          </section>

          <section aria-labelledby="benefits" data-later-block="">
            <h2 id="benefits" className={heading2}>
              <Phrases text={t("services.detail.benefits")} />
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

          {/* The ranges again, each with what it covers: the box at a glance is the summary, this the detail. */}
          <section aria-labelledby="ranges" data-later-block="">
            <h2 id="ranges" className={heading2}>
              <Phrases text={t("services.detail.ranges")} />
            </h2>
            <dl className="mt-6 grid gap-4 sm:grid-cols-2">
              {ranges.map(({ fact, icon: RangeIcon, term, value }) => (
                <div
                  key={fact}
                  data-range={fact}
                  className="flex flex-col rounded-2xl border border-white/10 bg-ink-900 p-6"
                >
                  <dt className="flex items-center gap-2 text-sm font-medium text-slate-400">
                    <RangeIcon aria-hidden="true" className="size-4 text-brand-400" />
                    {term}
                  </dt>
                  <dd data-display="" className="mt-2 text-2xl font-bold tracking-tight text-balance text-white">
                    {value}
                  </dd>
                  <dd className="mt-3 text-sm leading-relaxed text-slate-400">
                    {t(`serviceDetail.${id}.${fact}Note`)}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm text-slate-400">{t("services.detail.rangesNote")}</p>
          </section>

          <section aria-labelledby="faq" data-later-block="">
            <h2 id="faq" className={heading2}>
              <Phrases text={t("services.detail.faq")} />
            </h2>
            <Questions
              className="mt-6"
              questions={QUESTIONS.map((question) => ({
                key: question,
                question: t(`serviceDetail.${id}.${question}.q`),
                answer: t(`serviceDetail.${id}.${question}.a`),
              }))}
            />
          </section>
        </div>
      </div>

      <EntrySection
        id="service-case-studies"
        title={t("content.serviceCaseStudies")}
        all={{ href: localizePath("/case-studies", locale), label: t("content.allCaseStudies") }}
        entries={caseStudies}
      />

      <nav aria-labelledby="other-services" className="border-t border-white/5 bg-ink-900/60">
        <div className={`${container} py-14`}>
          <h2 id="other-services" className="text-xl font-semibold text-white">
            {t("services.detail.otherServices")}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {SERVICE_IDS.filter((other) => other !== id).map((other) => {
              const OtherIcon = SERVICE_ICONS[other];
              return (
                <li key={other}>
                  <Link
                    to={localizePath(servicePath(other), locale)}
                    className="flex h-full items-center gap-3 rounded-2xl border border-white/10 bg-ink-950 p-4 text-sm font-medium text-slate-200 transition hover:border-brand-500/40 hover:text-white"
                  >
                    <OtherIcon aria-hidden="true" className="size-5 shrink-0 text-brand-400" />
                    <span>
                      <Phrases text={t(`service.${other}`)} />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </nav>
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
