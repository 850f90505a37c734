import type { ReactNode } from "react";

export interface NumberedStep {
  key: string;
  title: ReactNode;
  text: ReactNode;
}

/**
 * Steps in order down a line, each with its number in a circle, a title and a line of text: a service's
 * process and how a project starts (About). `Heading` is the titles' level under the section's heading.
 */
export function NumberedSteps({
  steps,
  Heading = "h3",
  className = "",
}: {
  steps: NumberedStep[];
  Heading?: "h3" | "h4";
  className?: string;
}) {
  return (
    <ol className={className}>
      {steps.map(({ key, title, text }, index) => (
        <li key={key} className="relative flex gap-5 pb-8 last:pb-0">
          {index < steps.length - 1 && (
            <span aria-hidden="true" className="absolute top-10 bottom-0 left-5 w-px bg-brand-500/30" />
          )}
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full border border-brand-500/40 bg-brand-500/10 font-semibold text-brand-400"
          >
            {index + 1}
          </span>
          <div className="pt-1.5">
            <Heading className="font-semibold text-white">{title}</Heading>
            <p className="mt-1.5 leading-relaxed text-slate-400">{text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
