import type { ReactNode } from "react";

/**
 * A name on a drawn map. `className` places it as literal utilities, because the pages' content security policy
 * allows no style attributes: `left-[x%] top-[y%]` of its point in the viewBox, `-translate-x-1/2` (centred) or
 * `-translate-x-full` (ending there) when it does not start there, a `rotate-[…]` to follow a road, and its look.
 */
export type MapLabel = { text: ReactNode; className: string };

/**
 * The names of a drawn map as HTML text over its SVG, inside the relative box that holds both. Drawn in the SVG
 * they would shrink with it to a few pixels on a phone; as text they keep a readable size at every width.
 * Hidden from screen readers: the map's own label describes it.
 */
export function MapLabels({ labels }: { labels: readonly MapLabel[] }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 select-none text-xs sm:text-[13px]">
      {labels.map(({ text, className }) => (
        <span
          key={className}
          data-map-label
          className={`absolute -translate-y-1/2 whitespace-nowrap leading-none [text-shadow:0_0_3px_#05070d,0_0_2px_#05070d] ${className}`}
        >
          {text}
        </span>
      ))}
    </div>
  );
}
