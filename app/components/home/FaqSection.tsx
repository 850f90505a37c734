import { ChevronDown } from "lucide-react";
import { useLocale } from "~/i18n/context";
import { Section } from "./Section";

const ITEMS = ["item1", "item2", "item3", "item4", "item5"] as const;

export function FaqSection() {
  const { t } = useLocale();
  return (
    <Section id="faq" title={t("homeSections.faq.title")}>
      <div className="mt-10 max-w-3xl divide-y divide-white/10 border-y border-white/10">
        {ITEMS.map((item) => (
          <details key={item} className="group py-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-6 text-left font-semibold text-white [&::-webkit-details-marker]:hidden">
              <h3>{t(`homeSections.faq.${item}.question`)}</h3>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-400 transition group-open:rotate-180"
              />
            </summary>
            <p className="mt-3 leading-relaxed text-slate-400">{t(`homeSections.faq.${item}.answer`)}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
