import { ArrowRight } from "lucide-react";
import { useLocale } from "~/i18n/context";
import { Questions } from "../ui/Questions";
import { Section } from "../ui/Section";
import { buttonSecondary } from "../ui/styles";

const ITEMS = ["item1", "item2", "item3", "item4", "item5"] as const;

/** The common questions beside their heading, with a way to ask one that is not there (the form below). */
export function FaqSection() {
  const { t } = useLocale();
  return (
    <Section
      split
      id="faq"
      title={t("homeSections.faq.title")}
      text={t("homeSections.faq.text")}
      action={
        <a href="#contact" className={`${buttonSecondary} mt-8`}>
          {t("homeSections.faq.ask")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      }
    >
      <Questions
        questions={ITEMS.map((item) => ({
          key: item,
          question: t(`homeSections.faq.${item}.question`),
          answer: t(`homeSections.faq.${item}.answer`),
        }))}
      />
    </Section>
  );
}
