/**
 * An entry's cover drawing, inline (no request): the SVG was checked at build (app/content/cover.ts). With a
 * label it is the page's picture; without, a card's decoration. `fill`: the drawing covers its box, cut at the
 * edges the box's shape leaves over (a spotlight's panel, taller than the drawing), instead of keeping its shape.
 */
export function Cover({
  svg,
  label,
  className = "",
  fill = false,
}: {
  svg: string;
  label?: string;
  className?: string;
  fill?: boolean;
}) {
  return (
    <div
      className={`overflow-hidden bg-ink-900 [&>svg]:block [&>svg]:w-full ${fill ? "[&>svg]:h-full" : "[&>svg]:h-auto"} ${className}`}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      dangerouslySetInnerHTML={{
        __html: fill ? svg.replace(/^<svg /, '<svg preserveAspectRatio="xMidYMid slice" ') : svg,
      }}
    />
  );
}
