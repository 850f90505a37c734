import type { ReactNode } from "react";
import { Phrases } from "~/i18n/Phrases";
import { container, sectionHeading } from "../ui/styles";

/** A landing page section: anchor id, heading, intro line, content. */
export function Section({
  id,
  title,
  text,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  text?: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-16 py-16 sm:py-24 ${tinted ? "border-y border-white/5 bg-ink-900/60" : ""}`}
    >
      <div className={container}>
        <h2 id={`${id}-title`} className={`${sectionHeading} max-w-3xl`}>
          <Phrases text={title} />
        </h2>
        {text && <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-400">{text}</p>}
        {children}
      </div>
    </section>
  );
}
