import { Building2, Factory, GraduationCap, Landmark, ShoppingBag, Stethoscope } from "lucide-react";
import { useLocale } from "~/i18n/context";
import { Section } from "../ui/Section";

const INDUSTRIES = [
  ["item1", ShoppingBag],
  ["item2", Factory],
  ["item3", GraduationCap],
  ["item4", Stethoscope],
  ["item5", Landmark],
  ["item6", Building2],
] as const;

/** The sectors the company builds for, on the case-study listing beside the stories from three of them. */
export function Industries() {
  const { t } = useLocale();
  return (
    <Section split id="industries" title={t("company.industries.title")} text={t("company.industries.text")} tinted>
      <ul className="grid gap-x-10 gap-y-8 sm:grid-cols-2">
        {INDUSTRIES.map(([item, Icon]) => (
          <li key={item} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-500/10 ring-1 ring-brand-400/25"
            >
              <Icon className="size-5 text-brand-400" />
            </span>
            <div>
              <h3 className="font-semibold text-white">{t(`company.industries.${item}.title`)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-400">{t(`company.industries.${item}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
