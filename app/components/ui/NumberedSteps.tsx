import type { ReactNode } from "react";

export interface NumberedStep {
  key: string;
  title: ReactNode;
  text: ReactNode;
}

/** How the steps are laid out: down a line (a column), or a strip of stops across a wide screen. */
type Layout = "column" | "strip";

const STYLE: Record<Layout, { list: string; item: string; line: string; number: string; body: string; title: string }> =
  {
    column: {
      list: "",
      item: "relative flex gap-5 pb-8 last:pb-0",
      line: "absolute top-10 bottom-0 left-5 w-px bg-brand-500/30",
      number: "size-10 border-brand-500/40 bg-brand-500/10 font-semibold",
      body: "pt-1.5",
      title: "font-semibold text-white",
    },
    strip: {
      list: "relative grid gap-10 lg:grid-cols-4 lg:gap-8",
      item: "relative flex gap-5 lg:block",
      line: "absolute top-12 -bottom-10 left-6 w-px bg-brand-500/40 lg:hidden",
      number: "size-12 border-brand-400/60 bg-ink-950 text-sm font-bold shadow-[0_0_0_6px_#05070d]",
      body: "pt-2.5 lg:pt-0",
      title: "text-lg font-semibold text-white lg:mt-6",
    },
  };

/**
 * Steps in order, each with its number in a circle, a title and a line of text, joined by a line: a service's
 * process and how a project starts (About) down a column; the landing page's process as a strip, its stops
 * across a wide screen and down a phone's. `Heading` is the titles' level under the section's heading.
 */
export function NumberedSteps({
  steps,
  layout = "column",
  Heading = "h3",
  className = "",
}: {
  steps: NumberedStep[];
  layout?: Layout;
  Heading?: "h3" | "h4";
  className?: string;
}) {
  const style = STYLE[layout];
  const strip = layout === "strip";
  const list = (
    <ol className={`${style.list} ${strip ? "" : className}`}>
      {steps.map(({ key, title, text }, index) => (
        <li key={key} className={style.item}>
          {index < steps.length - 1 && <span aria-hidden="true" className={style.line} />}
          <span
            aria-hidden="true"
            className={`relative flex shrink-0 items-center justify-center rounded-full border text-brand-400 ${style.number}`}
          >
            {index + 1}
          </span>
          <div className={style.body}>
            {/* The landing page's strip names its stops in the display face, as its cards' titles are. */}
            <Heading data-display={strip ? "" : undefined} className={style.title}>
              {title}
            </Heading>
            <p
              className={`leading-relaxed ${strip ? "mt-2 text-[0.9375rem] text-slate-300" : "mt-1.5 text-slate-400"}`}
            >
              {text}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
  if (!strip) return list;
  return (
    <div className={`relative ${className}`}>
      {/* Across a wide screen, one line through the stops, fading out after the last. */}
      <div
        aria-hidden="true"
        className="absolute top-6 right-0 left-6 hidden h-px bg-gradient-to-r from-brand-400 via-brand-500/50 to-transparent lg:block"
      />
      {list}
    </div>
  );
}
