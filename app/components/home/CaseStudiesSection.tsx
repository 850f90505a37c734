import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useLocale } from "~/i18n/context";
import { localizePath } from "~/i18n/paths";
import type { ServiceId } from "~/services/catalog";
import { ServiceVisual } from "../visuals/ServiceVisual";
import { Section } from "./Section";

/** Each highlighted project, drawn as the kind of product it was (decorative: the text says what it is). */
const ITEMS = [
  ["item1", "hr-systems"],
  ["item2", "mobile-development"],
  ["item3", "iot-technology"],
] as const satisfies readonly (readonly [string, ServiceId])[];

export function CaseStudiesSection() {
  const { locale, t } = useLocale();
  return (
    <Section id="case-studies" title={t("homeSections.caseStudies.title")} text={t("homeSections.caseStudies.text")}>
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {ITEMS.map(([item, service]) => (
          <li key={item} className="flex flex-col overflow-hidden rounded-3xl border border-white/10 bg-ink-900">
            <div className="h-52 overflow-hidden border-b border-white/5 bg-gradient-to-b from-brand-500/10 to-transparent px-7 pt-7">
              {/* The product at a size its figures can be read at: a part of the picture, cropped by the card. */}
              <div className="w-[160%]">
                <ServiceVisual service={service} />
              </div>
            </div>
            <div className="flex flex-1 flex-col p-7">
              <p className="text-sm font-semibold text-brand-400">{t(`homeSections.caseStudies.${item}.sector`)}</p>
              <h3 className="mt-3 flex-1 text-lg font-semibold text-white">
                {t(`homeSections.caseStudies.${item}.title`)}
              </h3>
              <p className="mt-5 border-t border-white/10 pt-5 text-sm font-medium text-emerald-300">
                {t(`homeSections.caseStudies.${item}.result`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Link
        to={localizePath("/case-studies", locale)}
        className="mt-10 inline-flex items-center gap-2 font-semibold text-brand-400 hover:text-brand-400/80"
      >
        {t("homeSections.caseStudies.cta")}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </Section>
  );
}
