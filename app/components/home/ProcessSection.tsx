import { useLocale } from "~/i18n/context";
import { NumberedSteps } from "../ui/NumberedSteps";
import { Section } from "../ui/Section";

const STEPS = ["step1", "step2", "step3", "step4"] as const;

/** How a project runs, in four steps: a strip of numbered stops, across a wide screen and down a phone. */
export function ProcessSection() {
  const { t } = useLocale();
  return (
    <Section id="process" title={t("homeSections.process.title")} text={t("homeSections.process.text")}>
      <NumberedSteps
        layout="strip"
        className="mt-14"
        steps={STEPS.map((step) => ({
          key: step,
          title: t(`homeSections.process.${step}.title`),
          text: t(`homeSections.process.${step}.text`),
        }))}
      />
    </Section>
  );
}
