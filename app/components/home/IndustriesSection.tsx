import { Building2, Factory, GraduationCap, Landmark, ShoppingBag, Stethoscope } from "lucide-react";
import { useLocale } from "~/i18n/context";
import { Section } from "./Section";

const INDUSTRIES = [
  ["item1", ShoppingBag],
  ["item2", Factory],
  ["item3", GraduationCap],
  ["item4", Stethoscope],
  ["item5", Landmark],
  ["item6", Building2],
] as const;

export function IndustriesSection() {
  const { t } = useLocale();
  return (
    <Section id="industries" title={t("homeSections.industries.title")} text={t("homeSections.industries.text")}>
      <ul className="mt-12 grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {INDUSTRIES.map(([item, Icon]) => (
          <li key={item} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-500/10 ring-1 ring-brand-400/25"
            >
              <Icon className="size-5 text-brand-400" />
            </span>
            <div>
              <h3 className="font-semibold text-white">{t(`homeSections.industries.${item}.title`)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-400">{t(`homeSections.industries.${item}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
