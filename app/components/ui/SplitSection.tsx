import type { ReactNode } from "react";
import { Phrases } from "~/i18n/Phrases";
import { container, sectionHeading } from "./styles";

/**
 * A section whose heading, intro and any `aside` (a link, a button) stand in a narrow column beside its content
 * on a wide screen, and above it on a phone: a change of rhythm from the full-width heading of `home/Section`.
 */
export function SplitSection({
  id,
  title,
  text,
  aside,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  text?: string;
  aside?: ReactNode;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-16 py-16 sm:py-24 ${tinted ? "border-y border-white/5 bg-ink-900/60" : ""}`}
    >
      <div className={`${container} grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16`}>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <h2 id={`${id}-title`} className={sectionHeading}>
            <Phrases text={title} />
          </h2>
          {text && <p className="mt-4 text-lg leading-relaxed text-slate-400">{text}</p>}
          {aside}
        </div>
        <div>{children}</div>
      </div>
    </section>
  );
}
