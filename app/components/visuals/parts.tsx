import { createContext, type ReactNode, useContext, useId } from "react";

/** Palette of the inline SVG art (values of the Tailwind theme in app/app.css). */
export const C = {
  line: "#ffffff1a", // white 10 % (1px borders)
  faint: "#ffffff08", // card surface on a window
  bar: "#1e293b", // slate-800 skeleton text
  bar2: "#334155", // slate-700 skeleton text
  text: "#f1f5f9", // slate-100
  mid: "#cbd5e1", // slate-300
  sub: "#94a3b8", // slate-400 (the dimmest colour used for drawn text)
  dim: "#64748b", // slate-500 (shapes only, never text)
  brand: "#3b82f6",
  brand4: "#60a5fa",
  ok: "#34d399", // emerald-400
  warn: "#fcd34d", // amber-300
  ink: "#05070d",
} as const;

const Prefix = createContext("v");

/** `url(#…)` of a gradient of the enclosing <Art>: "s" surface, "b" brand fill, "g" blue glow, or one a mockup defined with `usePrefix()`. */
export function useUrl(): (name: string) => string {
  const prefix = useContext(Prefix);
  return (name) => `url(#${prefix}${name})`;
}

/** The per-instance id prefix of the enclosing <Art>, for mockups that add their own <defs>. */
export function usePrefix(): string {
  return useContext(Prefix);
}

/**
 * Root <svg> of every visual: intrinsic size from width/height + viewBox, fluid with `h-auto w-full`,
 * `role="img"` + `aria-label` when labelled (else aria-hidden), and the shared gradients with ids unique
 * per instance (`useId`), so several visuals can share a page.
 */
export function Art({ w, h, label, children }: { w: number; h: number; label?: string; children: ReactNode }) {
  const p = useId();
  return (
    <svg
      viewBox={`0 0 ${w} ${h}`}
      width={w}
      height={h}
      className="h-auto w-full"
      fontFamily="inherit"
      strokeLinecap="round"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <defs>
        <linearGradient id={`${p}s`} x2="0" y2="1">
          <stop stopColor="#131b2e" />
          <stop offset="1" stopColor="#0a0f1c" />
        </linearGradient>
        <linearGradient id={`${p}b`} x2="1" y2="1">
          <stop stopColor="#60a5fa" />
          <stop offset="1" stopColor="#2563eb" />
        </linearGradient>
        <radialGradient id={`${p}g`}>
          <stop stopColor="#3b82f6" stopOpacity=".4" />
          <stop offset="1" stopColor="#3b82f6" stopOpacity="0" />
        </radialGradient>
      </defs>
      <Prefix.Provider value={p}>{children}</Prefix.Provider>
    </svg>
  );
}

/** Soft brand-blue glow behind a composition. */
export function Glow({ cx, cy, rx, ry }: { cx: number; cy: number; rx: number; ry: number }) {
  return <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill={useUrl()("g")} />;
}

/**
 * Round-capped strokes (the root sets `stroke-linecap="round"`): skeleton "text" lines, dots (`h.01`) and
 * pills, many in one path. Only for straight h/v segments (the path has no area, so no fill is needed).
 */
export function Strokes({ d, c = C.bar2, w = 5, o }: { d: string; c?: string; w?: number; o?: number }) {
  return <path d={d} stroke={c} strokeWidth={w} strokeOpacity={o} />;
}

/** A rounded card surface with the 1px light border. */
export function Card({ x, y, w, h, r = 8 }: { x: number; y: number; w: number; h: number; r?: number }) {
  return <rect x={x} y={y} width={w} height={h} rx={r} fill={C.faint} stroke={C.line} />;
}

/** A floating card (a notification or stat tile laid over a window), origin at its top-left corner. */
export function Float({ x, y, w, h, children }: { x: number; y: number; w: number; h: number; children: ReactNode }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={w} height={h} rx="14" fill="#111a2e" stroke="#ffffff26" />
      {children}
    </g>
  );
}

/**
 * A floating notice of something done (an order placed, a visit checked in): a green check, a title, a line
 * under it and, at the right, its time.
 */
export function DoneNotice({
  x,
  y,
  w,
  title,
  text,
  time,
}: {
  x: number;
  y: number;
  w: number;
  title: string;
  text: string;
  time?: string;
}) {
  return (
    <Float x={x} y={y} w={w} h={50}>
      <circle cx="25" cy="25" r="13" fill={C.ok} />
      <Check x={25} y={24} />
      <g fontSize="10">
        <text x="46" y="21" fontWeight="600" fill={C.text}>
          {title}
        </text>
        <text x="46" y="36" fill={C.sub}>
          {text}
        </text>
        {time && (
          <text x={w - 14} y="21" fontSize="9" fill={C.sub} textAnchor="end">
            {time}
          </text>
        )}
      </g>
    </Float>
  );
}

/** A 16 × 16 line glyph (path data in a 16-unit grid) with its top-left corner at (x, y). */
export function Glyph({ d, x, y, c }: { d: string; x: number; y: number; c: string }) {
  return (
    <path d={d} transform={`translate(${x} ${y})`} fill="none" stroke={c} strokeWidth="1.4" strokeLinejoin="round" />
  );
}

/** Check mark centred on (x, y). */
export function Check({ x, y, s = 1, c = C.ink, w = 2 }: { x: number; y: number; s?: number; c?: string; w?: number }) {
  return (
    <path
      d={`M${x - 4 * s} ${y}l${3 * s} ${3 * s} ${5 * s}-${6 * s}`}
      fill="none"
      stroke={c}
      strokeWidth={w}
      strokeLinejoin="round"
    />
  );
}

/** Browser window frame; children are drawn in content coordinates (origin below the 29px toolbar). */
export function Browser({ x, y, w, h, children }: { x: number; y: number; w: number; h: number; children: ReactNode }) {
  const u = useUrl();
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={w} height={h} rx="12" fill={u("s")} stroke={C.line} />
      <path d={`M0 28.5h${w}`} stroke={C.line} />
      <Strokes d="M15 14h.01M27 14h.01M39 14h.01" w={7} />
      <rect x={w / 2 - 70} y="8" width="140" height="13" rx="6.5" fill={C.faint} stroke={C.line} />
      <g transform="translate(0 29)">{children}</g>
    </g>
  );
}

/**
 * Phone frame, 140 × 284 (scaled by `s`); children are drawn in screen coordinates (130 × 274).
 * `time` is the status-bar clock.
 */
export function Phone({
  x,
  y,
  s = 1,
  time,
  children,
}: {
  x: number;
  y: number;
  s?: number;
  time: string;
  children: ReactNode;
}) {
  const u = useUrl();
  return (
    <g transform={`translate(${x} ${y})${s === 1 ? "" : ` scale(${s})`}`}>
      <rect width="140" height="284" rx="26" fill="#0b1120" stroke="#ffffff29" />
      <rect x="5" y="5" width="130" height="274" rx="21" fill={u("s")} />
      <rect x="52" y="11" width="36" height="10" rx="5" fill={C.ink} />
      <text x="20" y="20" fontSize="8" fontWeight="600" fill={C.mid}>
        {time}
      </text>
      <Strokes d="M101 18.5v-1M104.5 18.5v-3M108 18.5v-5" c={C.mid} w={2} />
      <Strokes d="M114 16h6" c={C.mid} w={6} />
      <g transform="translate(5 5)">{children}</g>
      <Strokes d="M52 275h36" c="#ffffff4d" w={3} />
    </g>
  );
}

/** Smooth (Catmull-Rom) path through points, in whole units, using the short `S` form after the first curve. */
export function smooth(points: readonly (readonly [number, number])[]): string {
  const r = Math.round;
  const at = (i: number) => points[Math.max(0, Math.min(points.length - 1, i))] ?? [0, 0];
  let d = `M${r(at(0)[0])} ${r(at(0)[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [a, b, c, e] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const tail = `${r(c[0] - (e[0] - b[0]) / 6)} ${r(c[1] - (e[1] - b[1]) / 6)} ${r(c[0])} ${r(c[1])}`;
    d += i === 0 ? `C${r(b[0] + (c[0] - a[0]) / 6)} ${r(b[1] + (c[1] - a[1]) / 6)} ${tail}` : `S${tail}`;
  }
  return d;
}
