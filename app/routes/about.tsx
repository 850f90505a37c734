import { Technologies } from "~/components/company/Technologies";
import { CallToAction } from "~/components/home/CallToAction";
import { TeamGrid } from "~/components/people/Team";
import { Values } from "~/components/people/Values";
import { WorkingWithUs } from "~/components/people/WorkingWithUs";
import { PageHeader } from "~/components/ui/PageHeader";
import { container, sectionHeading, subHeading } from "~/components/ui/styles";
import { AboutVisual } from "~/components/visuals/AboutVisual";
import { useLocale } from "~/i18n/context";
import type { RouteHandle } from "~/root";
import { staticPageMeta } from "~/seo/meta";
import type { Route } from "./+types/about";

export const handle: RouteHandle = { i18n: ["company", "homeSections"], endsWithInvitation: true };

export const meta: Route.MetaFunction = staticPageMeta("about");

export default function About() {
  const { t } = useLocale();
  return (
    <>
      <PageHeader title={t("company.about.title")}>
        <p>{t("company.about.intro")}</p>
      </PageHeader>
      <div className={`${container} pt-16`}>
        <div className="overflow-hidden rounded-3xl border border-white/10 bg-ink-900">
          <AboutVisual label={t("company.about.visual")} />
        </div>
      </div>
      <div className={`${container} grid gap-6 py-16 md:grid-cols-2`}>
        <section className="rounded-3xl border border-white/10 bg-ink-900 p-8">
          <h2 className={subHeading}>{t("company.about.vision")}</h2>
          <p className="mt-4 leading-relaxed text-slate-300">{t("company.about.visionText")}</p>
        </section>
        <section className="rounded-3xl border border-white/10 bg-ink-900 p-8">
          <h2 className={subHeading}>{t("company.about.mission")}</h2>
          <p className="mt-4 leading-relaxed text-slate-300">{t("company.about.missionText")}</p>
        </section>
      </div>
      <section aria-labelledby="values-title" className={`${container} pb-10`}>
        <h2 id="values-title" className={sectionHeading}>
          {t("homeSections.about.values.title")}
        </h2>
        <Values Heading="h3" className="mt-8 sm:grid-cols-2 lg:grid-cols-4" />
      </section>
      <section id="team" aria-labelledby="team-title" className={`${container} scroll-mt-16 py-16`}>
        <h2 id="team-title" className={sectionHeading}>
          {t("company.team.title")}
        </h2>
        <p className="mt-4 max-w-2xl leading-relaxed text-slate-400">{t("company.team.text")}</p>
        <TeamGrid />
      </section>
      <WorkingWithUs />
      <Technologies />
      <div className="py-16">
        <CallToAction />
      </div>
    </>
  );
}
