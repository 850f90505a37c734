/**
 * An entry's cover drawing, inline (no request): the SVG was checked at build (app/content/cover.ts). With a
 * label it is the page's picture; without, a card's decoration.
 */
export function Cover({ svg, label, className = "" }: { svg: string; label?: string; className?: string }) {
  return (
    <div
      className={`overflow-hidden bg-ink-900 [&>svg]:block [&>svg]:h-auto [&>svg]:w-full ${className}`}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
