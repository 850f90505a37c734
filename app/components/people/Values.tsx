import { HeartHandshake, Medal, MessageCircle, ShieldCheck } from "lucide-react";
import { useLocale } from "~/i18n/context";

const VALUES = [
  ["value1", ShieldCheck],
  ["value2", Medal],
  ["value3", HeartHandshake],
  ["value4", MessageCircle],
] as const;

/**
 * The company's four values, each with its glyph, title and line: one set, on the landing page's About section
 * (titles as h4 under its h3) and on About (h3 under the section's h2).
 */
export function Values({ Heading, className }: { Heading: "h3" | "h4"; className: string }) {
  const { t } = useLocale();
  return (
    <ul className={`grid gap-6 ${className}`}>
      {VALUES.map(([value, Icon]) => (
        <li key={value} className="flex gap-4">
          <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-400" />
          <div>
            <Heading className="font-semibold text-white">{t(`homeSections.about.${value}.title`)}</Heading>
            <p className="mt-1 text-sm leading-relaxed text-slate-400">{t(`homeSections.about.${value}.text`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
