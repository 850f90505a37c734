import { HeartHandshake, Medal, MessageCircle, ShieldCheck } from "lucide-react";
import { useLocale } from "~/i18n/context";

const VALUES = [
  ["value1", ShieldCheck],
  ["value2", Medal],
  ["value3", HeartHandshake],
  ["value4", MessageCircle],
] as const;

/**
 * The company's four values, each with its glyph, title and line: one set, on About (h3 under the section's h2)
 * and, `brief` (the titles alone, About says the rest), on the landing page's About section (h4 under its h3).
 */
export function Values({
  Heading,
  className,
  brief = false,
}: {
  Heading: "h3" | "h4";
  className: string;
  brief?: boolean;
}) {
  const { t } = useLocale();
  return (
    <ul className={`grid gap-6 ${className}`}>
      {VALUES.map(([value, Icon]) => (
        <li key={value} className={`flex gap-4 ${brief ? "items-center" : ""}`}>
          <Icon aria-hidden="true" className={`size-6 shrink-0 text-brand-400 ${brief ? "" : "mt-1"}`} />
          <div>
            <Heading className="font-semibold text-white">{t(`homeSections.about.${value}.title`)}</Heading>
            {!brief && (
              <p className="mt-1 text-sm leading-relaxed text-slate-400">{t(`homeSections.about.${value}.text`)}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
