import { useLocale } from "~/i18n/context";
import { Section } from "./Section";

const STEPS = ["step1", "step2", "step3", "step4"] as const;

export function ProcessSection() {
  const { t } = useLocale();
  return (
    <Section id="process" title={t("homeSections.process.title")} text={t("homeSections.process.text")}>
      <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step} className="relative rounded-3xl border border-white/10 bg-ink-900 p-6">
            <span aria-hidden="true" className="text-sm font-bold text-brand-400">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-3 text-lg font-semibold text-white">{t(`homeSections.process.${step}.title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-400">{t(`homeSections.process.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
