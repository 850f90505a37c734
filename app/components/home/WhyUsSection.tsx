import { useLocale } from "~/i18n/context";
import { Section } from "./Section";

const STATS = ["stat1", "stat2", "stat3", "stat4"] as const;

export function WhyUsSection() {
  const { t } = useLocale();
  return (
    <Section id="why-us" title={t("homeSections.whyUs.title")} text={t("homeSections.whyUs.text")} tinted>
      <dl className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {STATS.map((stat) => (
          <div key={stat} className="flex flex-col-reverse rounded-3xl border border-white/10 bg-ink-950/60 p-6">
            <dt className="mt-2 text-sm text-slate-400">{t(`homeSections.whyUs.${stat}.label`)}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
              {t(`homeSections.whyUs.${stat}.value`)}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
