import { Building2, Check, Globe2, GraduationCap, Send, UsersRound } from "lucide-react";
import { NumberedSteps } from "~/components/ui/NumberedSteps";
import { PageHeader } from "~/components/ui/PageHeader";
import { buttonPrimary, container, sectionHeading } from "~/components/ui/styles";
import { SITE_LINKS } from "~/config/site";
import { useLocale } from "~/i18n/context";
import type { RouteHandle } from "~/root";
import { staticPageMeta } from "~/seo/meta";
import type { Route } from "./+types/careers";

export const handle: RouteHandle = { i18n: ["company"] };

export const meta: Route.MetaFunction = staticPageMeta("careers");

/** What working here is like, each with its icon. */
const LIFE = [
  ["office", Building2],
  ["review", UsersRound],
  ["clients", Globe2],
  ["learning", GraduationCap],
] as const;
const ROLES = ["mobile", "web", "iot", "qa", "design", "pm"] as const;
const STEPS = ["cv", "talk", "task", "offer"] as const;

/**
 * Careers: what working here is like, the roles the company hires for, how hiring works, and the one way in
 * (SPEC's "Send Your CV", a mail with the application's subject). Without an open position, the page says so.
 */
export default function Careers() {
  const { t } = useLocale();
  return (
    <>
      <PageHeader title={t("company.careers.title")}>
        <p>{t("company.careers.intro")}</p>
      </PageHeader>
      <section aria-labelledby="life-title" className={`${container} py-16`}>
        <h2 id="life-title" className={sectionHeading}>
          {t("company.careers.lifeTitle")}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {LIFE.map(([key, Icon]) => (
            <li key={key} className="rounded-3xl border border-white/10 bg-ink-900 p-6">
              <Icon aria-hidden="true" className="size-6 text-brand-400" />
              <h3 className="mt-4 font-semibold text-white">{t(`company.careers.life.${key}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-slate-400">{t(`company.careers.life.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="border-y border-white/5 bg-ink-900/60 py-16">
        <div className={`${container} grid gap-12 lg:grid-cols-2`}>
          <section aria-labelledby="roles-title">
            <h2 id="roles-title" className={sectionHeading}>
              {t("company.careers.rolesTitle")}
            </h2>
            <p className="mt-4 max-w-prose leading-relaxed text-slate-400">{t("company.careers.rolesText")}</p>
            <ul className="mt-6 space-y-3" data-roles>
              {ROLES.map((role) => (
                <li key={role} className="flex gap-3 text-slate-200">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-400" />
                  {t(`company.careers.role.${role}`)}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="hiring-title">
            <h2 id="hiring-title" className={sectionHeading}>
              {t("company.careers.stepsTitle")}
            </h2>
            <NumberedSteps
              className="mt-8"
              steps={STEPS.map((step) => ({
                key: step,
                title: t(`company.careers.step.${step}.title`),
                text: t(`company.careers.step.${step}.text`),
              }))}
            />
          </section>
        </div>
      </div>
      <div className={`${container} py-16`}>
        <p className="max-w-prose leading-relaxed text-slate-300">{t("company.careers.noOpenings")}</p>
        <a
          href={`${SITE_LINKS.email}?subject=${encodeURIComponent(t("company.careers.mailSubject"))}`}
          className={`${buttonPrimary} mt-8`}
        >
          <Send aria-hidden="true" className="size-4" />
          {t("company.careers.sendCv")}
        </a>
      </div>
    </>
  );
}
