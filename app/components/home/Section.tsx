import type { ReactNode } from "react";
import { Phrases } from "~/i18n/Phrases";
import { container, sectionHeading } from "../ui/styles";

/** A landing page section: anchor id, heading, intro line, an `action` (a link) level with them, content. */
export function Section({
  id,
  title,
  text,
  action,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  text?: string;
  action?: ReactNode;
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
        <div className="flex flex-wrap items-end justify-between gap-x-10 gap-y-6">
          <div className="max-w-3xl">
            <h2 id={`${id}-title`} className={sectionHeading}>
              <Phrases text={title} />
            </h2>
            {text && <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-400">{text}</p>}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
