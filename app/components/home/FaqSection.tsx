import { useLocale } from "~/i18n/context";
import { Questions } from "../ui/Questions";
import { Section } from "./Section";

const ITEMS = ["item1", "item2", "item3", "item4", "item5"] as const;

export function FaqSection() {
  const { t } = useLocale();
  return (
    <Section id="faq" title={t("homeSections.faq.title")}>
      <Questions
        className="mt-10 max-w-3xl"
        questions={ITEMS.map((item) => ({
          key: item,
          question: t(`homeSections.faq.${item}.question`),
          answer: t(`homeSections.faq.${item}.answer`),
        }))}
      />
    </Section>
  );
}
