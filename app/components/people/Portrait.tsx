import { useId } from "react";

/** How an illustrated portrait is drawn: a faceless bust in flat shapes, on a gradient of the site's blues. */
export interface PortraitLook {
  skin: string;
  hair: "short" | "side" | "long" | "bun" | "curly" | "hijab";
  /** Hair, or the hijab's cloth. */
  hairColor: string;
  shirt: string;
  /** The ground's gradient, top left to bottom right. */
  ground: readonly [string, string];
  glasses?: boolean;
}

const HAIR_TOP: Record<Exclude<PortraitLook["hair"], "hijab">, string> = {
  short: "M27.5 36c-1.5-11 4.5-18.5 12.5-18.5S54 25 52.5 36c-2-5.5-6-8.5-12.5-8.5S29.5 30.5 27.5 36z",
  side: "M27 37c-1.5-12 5-19.5 14-19.5 8.5 0 13.5 6.5 12 16-4-6.5-10.5-8.5-17.5-7-4.5 1-7 4.5-8.5 10.5z",
  long: "M27 37c-1-12 5-19.5 13-19.5S54 25 53 37c-3-6-7.5-9-13-9s-10 3-13 9z",
  bun: "M27.5 36c-1.5-11 4.5-18.5 12.5-18.5S54 25 52.5 36c-2-5.5-6-8.5-12.5-8.5S29.5 30.5 27.5 36z",
  curly:
    "M26.5 36c-2-4 0-8 2.5-9.5-.5-4 3-7.5 6.5-7.5 1.5-2.5 5-3.5 8-2 3-1 6.5 1 7.5 4 3 1.5 4.5 5 3 9 1 2.5.5 4.5-1 6-2.5-5-7-8-13-8s-10.5 3-13 8z",
};

/**
 * An original illustrated portrait for a fictional person (the team on About and the landing page): a flat,
 * faceless bust drawn in SVG from a few parameters, so it costs no request and scales with its box. Decorative:
 * the person's name is always written beside it.
 */
export function Portrait({ look, className = "size-20" }: { look: PortraitLook; className?: string }) {
  const id = useId();
  const { skin, hair, hairColor, shirt, ground, glasses } = look;
  return (
    <svg viewBox="0 0 80 80" width="80" height="80" className={`${className} shrink-0 rounded-full`} aria-hidden="true">
      <defs>
        <linearGradient id={`${id}g`} x2="1" y2="1">
          <stop stopColor={ground[0]} />
          <stop offset="1" stopColor={ground[1]} />
        </linearGradient>
      </defs>
      <rect width="80" height="80" fill={`url(#${id}g)`} />
      <circle cx="40" cy="36" r="25" fill="none" stroke="#ffffff" strokeOpacity=".12" strokeWidth="1.5" />
      <circle cx="40" cy="36" r="31" fill="none" stroke="#ffffff" strokeOpacity=".06" strokeWidth="1" />
      <g transform="translate(40 80) scale(1.1) translate(-40 -80)">
        {hair === "long" && (
          <path d="M26 38c0-14 6-21 14-21s14 7 14 21v18c-4 2-8 2-10 0V38h-8v18c-2 2-6 2-10 0z" fill={hairColor} />
        )}
        <path d="M12 80c0-15 12-24 28-24s28 9 28 24z" fill={shirt} />
        {hair === "hijab" ? (
          <>
            <path d="M18 80c1-13 9-21 22-22 13 1 21 9 22 22z" fill={hairColor} />
            <path d="M25 39c0-14 6.5-22 15-22s15 8 15 22v9c0 7-6.5 12-15 12s-15-5-15-12z" fill={hairColor} />
            <ellipse cx="40" cy="38.5" rx="9.5" ry="11.5" fill={skin} />
          </>
        ) : (
          <>
            <path d="M34.5 56l5.5 6 5.5-6" fill="none" stroke="#ffffff" strokeOpacity=".35" strokeWidth="1.5" />
            <rect x="35" y="44" width="10" height="12" rx="4" fill={skin} />
            <rect x="35" y="48" width="10" height="4" fill="#000" fillOpacity=".12" />
            <ellipse cx="40" cy="36" rx="12" ry="14" fill={skin} />
            <ellipse cx="28" cy="37" rx="1.8" ry="3" fill={skin} />
            <ellipse cx="52" cy="37" rx="1.8" ry="3" fill={skin} />
            {hair === "bun" && <circle cx="40" cy="17" r="5.5" fill={hairColor} />}
            <path d={HAIR_TOP[hair]} fill={hairColor} />
          </>
        )}
        {glasses && (
          <g fill="none" stroke="#0f172a" strokeWidth="1.4">
            <rect x="31.5" y="34" width="7" height="5.5" rx="2" />
            <rect x="41.5" y="34" width="7" height="5.5" rx="2" />
            <path d="M38.5 36h3" />
          </g>
        )}
      </g>
    </svg>
  );
}

/** The initials of a name, for a monogram: the first letters of its first and last words. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/** A monogram for a client who quotes us: initials on a coloured disc (`tone`, a background class), decorative beside the written name. */
export function Monogram({ name, tone }: { name: string; tone: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full text-base font-bold tracking-wide text-white ${tone}`}
    >
      {initialsOf(name)}
    </span>
  );
}
