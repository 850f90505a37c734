import type { ReactNode } from "react";
import { Phrases } from "~/i18n/Phrases";
import { container, sectionHeading } from "./styles";

/**
 * A titled section of a public page: anchor id, heading, intro line, an `action` (a link or button), content.
 * Stacked, the heading runs across the top with the action level with it at the end; `split`, the heading, intro
 * and action stand in a narrow column that stays in view beside the content on a wide screen (above it on a
 * phone), a change of rhythm between sections.
 */
export function Section({
  id,
  title,
  text,
  action,
  children,
  tinted = false,
  split = false,
}: {
  id: string;
  title: string;
  text?: string;
  action?: ReactNode;
  children: ReactNode;
  tinted?: boolean;
  split?: boolean;
}) {
  const heading = (
    <div className={split ? "lg:sticky lg:top-24 lg:self-start" : "max-w-3xl"}>
      <h2 id={`${id}-title`} className={sectionHeading}>
        <Phrases text={title} />
      </h2>
      {text && (
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-400">
          <Phrases text={text} />
        </p>
      )}
      {split && action}
    </div>
  );
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-16 py-16 sm:py-24 ${tinted ? "border-y border-white/5 bg-ink-900/60" : ""}`}
    >
      {split ? (
        <div className={`${container} grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16`}>
          {heading}
          <div>{children}</div>
        </div>
      ) : (
        <div className={container}>
          <div className="flex flex-wrap items-end justify-between gap-x-10 gap-y-6">
            {heading}
            {action}
          </div>
          {children}
        </div>
      )}
    </section>
  );
}
