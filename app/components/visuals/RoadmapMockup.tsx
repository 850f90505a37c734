import { Art, C, Check, Glow, Glyph, Strokes } from "./parts";

/** Architecture layers, top to bottom: edge, apps, services, data. */
const LAYERS = [
  [
    "M8 14.5a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM1.5 8h13M8 1.5c-2.2 2.4-2.2 10.6 0 13M8 1.5c2.2 2.4 2.2 10.6 0 13",
    ["CDN", "WAF", "DNS"],
  ],
  ["M2.5 2.5h11v11h-11zM2.5 6h11M6 6v7.5", ["Web", "iOS", "Android"]],
  [
    "M4 4h8v8H4zM6.5 6.5h3v3h-3zM6 1.5V4M10 1.5V4M6 12v2.5M10 12v2.5M1.5 6H4M1.5 10H4M12 6h2.5M12 10h2.5",
    ["API", "SSO", "K8s", "MQ"],
  ],
  [
    "M8 5.5c3 0 5.5-.9 5.5-2S11 1.5 8 1.5 2.5 2.4 2.5 3.5 5 5.5 8 5.5zM2.5 3.5v9c0 1.1 2.5 2 5.5 2s5.5-.9 5.5-2v-9M2.5 8c0 1.1 2.5 2 5.5 2s5.5-.9 5.5-2",
    ["PostgreSQL", "Redis", "S3"],
  ],
] as const;

/** Roadmap milestones: quarter, state (0 done, 1 current, 2 planned). */
const MILESTONES = [
  ["Q1", 0],
  ["Q2", 0],
  ["Q3", 1],
  ["Q4", 2],
] as const;

/** One architecture layer: glyph tile and a tinted band of component chips. */
function Layer({ index }: { index: number }) {
  const [glyph, chips] = LAYERS[index] ?? LAYERS[0];
  const y = 24 + index * 54;
  const w = 444 / chips.length;
  return (
    <g>
      <rect x="24" y={y} width="44" height="44" rx="12" fill="#111a2e" stroke="#ffffff26" />
      <Glyph d={glyph} x={38} y={y + 14} c={C.brand4} />
      <rect
        x="80"
        y={y}
        width="456"
        height="44"
        rx="12"
        fill={C.brand}
        fillOpacity={0.16 - index * 0.035}
        stroke={C.brand4}
        strokeOpacity=".25"
      />
      <g fill="#0b1120" stroke={C.line}>
        {chips.map((chip, i) => (
          <rect key={chip} x={92 + i * w} y={y + 9} width={w - 12} height="26" rx="8" />
        ))}
      </g>
      <g fontSize="10" fontWeight="600" fill={C.mid} textAnchor="middle">
        {chips.map((chip, i) => (
          <text key={chip} x={86 + i * w + w / 2} y={y + 26}>
            {chip}
          </text>
        ))}
      </g>
    </g>
  );
}

/**
 * Technology consulting service: a layered target architecture (edge, apps, services, data) above a
 * quarterly roadmap with done, current and planned milestones. ServiceVisual shows it for "technology-consulting".
 */
export function RoadmapMockup({ label }: { label?: string }) {
  return (
    <Art w={560} h={392} label={label}>
      <Glow cx={280} cy={190} rx={280} ry={200} />
      <Strokes d="M46 68v10M46 122v10M46 176v10" c={C.brand4} w={2} o={0.4} />
      {LAYERS.map(([, chips], i) => (
        <Layer key={chips[0]} index={i} />
      ))}
      <rect x="16" y="256" width="528" height="120" rx="16" fill="#ffffff08" stroke={C.line} />
      <text x="36" y="284" fontSize="11" fontWeight="700" fill={C.text}>
        2026
      </text>
      <Strokes d="M88 322h260" c={C.ok} w={3} o={0.6} />
      <path d="M348 322h140" stroke={C.dim} strokeWidth="3" strokeDasharray="1 7" />
      <Strokes d="M120 280h110" c={C.ok} w={8} o={0.35} />
      <Strokes d="M200 292h160" c={C.brand4} w={8} o={0.45} />
      <Strokes d="M330 280h150" c={C.dim} w={8} o={0.35} />
      {MILESTONES.map(([quarter, state], i) => {
        const x = 88 + i * 130;
        return (
          <g key={quarter}>
            {state === 1 && <circle cx={x} cy="322" r="16" fill={C.brand} fillOpacity=".25" />}
            <circle
              cx={x}
              cy="322"
              r="9"
              fill={state === 0 ? C.ok : state === 1 ? C.brand4 : "#0b1120"}
              stroke={state === 2 ? C.dim : "#0b1120"}
              strokeWidth="2"
            />
            {state === 0 && <Check x={x} y={321.5} s={0.65} w={2} />}
            <text x={x} y="356" fontSize="11" fontWeight="600" fill={state === 2 ? C.sub : C.text} textAnchor="middle">
              {quarter}
            </text>
          </g>
        );
      })}
    </Art>
  );
}
