import { useLocale } from "~/i18n/context";
import { TeamPreview } from "../people/Team";
import { Values } from "../people/Values";
import { Section } from "../ui/Section";
import { buttonPrimary, subHeading } from "../ui/styles";

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
          <Values Heading="h4" brief className="mt-6 sm:grid-cols-2" />
        </div>
      </div>
      <TeamPreview />
    </Section>
  );
}
