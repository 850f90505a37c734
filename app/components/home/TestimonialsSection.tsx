import { Quote } from "lucide-react";
import { useLocale } from "~/i18n/context";
import { Section } from "./Section";

const ITEMS = ["item1", "item2", "item3"] as const;

export function TestimonialsSection() {
  const { t } = useLocale();
  return (
    <Section
      id="testimonials"
      title={t("homeSections.testimonials.title")}
      text={t("homeSections.testimonials.text")}
      tinted
    >
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {ITEMS.map((item) => (
          <li key={item}>
            <figure className="flex h-full flex-col rounded-3xl border border-white/10 bg-ink-950/60 p-7">
              <Quote aria-hidden="true" className="size-8 text-brand-500" />
              <blockquote className="mt-4 flex-1 leading-relaxed text-slate-200">
                <p>{t(`homeSections.testimonials.${item}.quote`)}</p>
              </blockquote>
              <figcaption className="mt-6">
                <p className="font-semibold text-white">{t(`homeSections.testimonials.${item}.name`)}</p>
                <p className="text-sm text-slate-400">{t(`homeSections.testimonials.${item}.role`)}</p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
