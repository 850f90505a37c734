import { useLocale } from "~/i18n/context";
import { Section } from "./Section";

const STEPS = ["step1", "step2", "step3", "step4"] as const;

/** The four steps as a strip: numbered stops on one line, across on a wide screen and down on a phone. */
export function ProcessSection() {
  const { t } = useLocale();
  return (
    <Section id="process" title={t("homeSections.process.title")} text={t("homeSections.process.text")}>
      <div className="relative mt-14">
        <div
          aria-hidden="true"
          className="absolute top-6 right-0 left-6 hidden h-px bg-gradient-to-r from-brand-400 via-brand-500/50 to-transparent lg:block"
        />
        <ol className="relative grid gap-10 lg:grid-cols-4 lg:gap-8">
          {STEPS.map((step, index) => (
            <li key={step} className="relative flex gap-5 lg:block">
              {index < STEPS.length - 1 && (
                <span aria-hidden="true" className="absolute top-12 -bottom-10 left-6 w-px bg-brand-500/40 lg:hidden" />
              )}
              <span
                aria-hidden="true"
                className="relative flex size-12 shrink-0 items-center justify-center rounded-full border border-brand-400/60 bg-ink-950 text-sm font-bold text-brand-400 shadow-[0_0_0_6px_#05070d]"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <div className="pt-2.5 lg:pt-0">
                <h3 className="text-lg font-semibold text-white lg:mt-6">{t(`homeSections.process.${step}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-400">{t(`homeSections.process.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
