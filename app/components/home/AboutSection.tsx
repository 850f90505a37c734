import { HeartHandshake, Medal, MessageCircle, ShieldCheck } from "lucide-react";
import { useLocale } from "~/i18n/context";
import { TeamPreview } from "../people/Team";
import { buttonPrimary, subHeading } from "../ui/styles";
import { Section } from "./Section";

const VALUES = [
  ["value1", ShieldCheck],
  ["value2", Medal],
  ["value3", HeartHandshake],
  ["value4", MessageCircle],
] as const;

export function AboutSection() {
  const { t } = useLocale();
  return (
    <Section id="about" title={t("homeSections.about.title")} text={t("homeSections.about.text")} tinted>
      <div className="mt-12 grid gap-10 lg:grid-cols-[2fr_3fr]">
        <div className="rounded-3xl border border-brand-500/30 bg-gradient-to-br from-brand-500/20 to-transparent p-8">
          <h3 data-display="" className={subHeading}>
            {t("company.about.mission")}
          </h3>
          <p className="mt-4 text-lg leading-relaxed text-slate-200">{t("company.about.missionText")}</p>
          <a href="#contact" className={`${buttonPrimary} mt-8`}>
            {t("homeSections.about.cta")}
          </a>
        </div>
        <div>
          <h3 data-display="" className={subHeading}>
            {t("homeSections.about.values.title")}
          </h3>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {VALUES.map(([value, Icon]) => (
              <li key={value} className="flex gap-4">
                <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-400" />
                <div>
                  <h4 className="font-semibold text-white">{t(`homeSections.about.${value}.title`)}</h4>
                  <p className="mt-1 text-sm leading-relaxed text-slate-400">{t(`homeSections.about.${value}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <TeamPreview />
    </Section>
  );
}
