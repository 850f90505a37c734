import { Art, Browser, C, Card, Float, Glow, Strokes, smooth, usePrefix, useUrl } from "./parts";

const STEP = 348 / 11;
const y = (v: number) => 210 - (v - 20) * 0.85;
const series = (values: number[]) => values.map((v, i) => [124 + i * STEP, y(v)] as const);
const SALES = smooth(series([30, 38, 34, 46, 43, 53, 49, 61, 57, 70, 65, 78]));
const LAST_YEAR = smooth(series([26, 29, 33, 32, 37, 36, 41, 44, 42, 47, 50, 51]));
const PEAK = [Math.round(124 + 9 * STEP), Math.round(y(70))] as const;

const ROWS = [
  ["Siti Rahmawati", "INV-2041", "Rp 3.250.000", C.ok],
  ["Budi Santoso", "INV-2040", "Rp 1.875.000", C.warn],
  ["Ayu Lestari", "INV-2039", "Rp 6.400.000", C.ok],
] as const;

/**
 * A business dashboard (sidebar, three KPI cards, an area chart, an invoice table), drawn at 500 × 318:
 * the content of a `<Browser w={500}>`. Used by DashboardMockup and HeroVisual.
 */
export function DashboardScreen() {
  const u = useUrl();
  const p = usePrefix();
  return (
    <g>
      <linearGradient id={`${p}a`} x2="0" y2="1">
        <stop stopColor="#3b82f6" stopOpacity=".35" />
        <stop offset="1" stopColor="#3b82f6" stopOpacity="0" />
      </linearGradient>
      {/* sidebar */}
      <path d="M96.5 0v318" stroke={C.line} />
      <rect x="14" y="14" width="20" height="20" rx="6" fill={u("b")} />
      <rect x="8" y="50" width="80" height="22" rx="6" fill="#3b82f61f" />
      <Strokes d="M42 24h38M112 26h92M124 67h40M282 67h34M401 67h42M124 138h52" />
      <Strokes d="M18 61h3M36 61h34M194 138h8" c={C.brand4} />
      <Strokes
        d="M18 87h3M18 111h3M18 135h3M18 159h3M36 87h28M36 111h40M36 135h24M36 159h32M36 296h38M401 101h71"
        c={C.bar}
      />
      <circle cx="22" cy="296" r="8" fill={C.bar2} />
      {/* header, KPI cards */}
      <Card x={412} y={15} w={72} h={22} />
      <Card x={112} y={52} w={146} h={58} />
      <Card x={270} y={52} w={107} h={58} />
      <Card x={389} y={52} w={95} h={58} />
      <rect x="214" y="60" width="36" height="14" rx="7" fill="#34d39926" />
      <g fontSize="13" fontWeight="600" fill={C.text}>
        <text x="124" y="92">
          Rp 84.250.000
        </text>
        <text x="282" y="92">
          1.284
        </text>
        <text x="401" y="92">
          86,4%
        </text>
      </g>
      <g fontSize="8" fill={C.sub}>
        <text x="448" y="29.5" fontSize="9" textAnchor="middle">
          10/2026
        </text>
        <text x="232" y="70" fontWeight="600" fill={C.ok} textAnchor="middle">
          +12,4%
        </text>
        <text x="207" y="141">
          2026
        </text>
        <text x="253" y="141">
          2025
        </text>
      </g>
      <path d="M326 96l8-5 7 3 8-9 7 3 9-10" fill="none" stroke={C.ok} strokeWidth="1.5" strokeLinejoin="round" />
      <Strokes d="M401 101h61" c={C.ok} w={4} />
      {/* chart */}
      <Card x={112} y={122} w={372} h={96} />
      <Strokes d="M240 138h8" c={C.dim} w={4} />
      <Strokes d="M124 160h348M124 185h348" c="#ffffff1f" w={1} />
      <path d={`${SALES}V210H124z`} fill={`url(#${p}a)`} />
      <path d={LAST_YEAR} fill="none" stroke={C.dim} strokeWidth="1.5" strokeDasharray="3 4" />
      <path d={SALES} fill="none" stroke={C.brand4} strokeWidth="2" />
      <path d={`M${PEAK[0]} 156V210`} stroke={C.brand4} strokeOpacity=".5" strokeDasharray="2 3" />
      <circle cx={PEAK[0]} cy={PEAK[1]} r="4" fill={C.brand4} stroke="#0a0f1c" strokeWidth="2" />
      <rect x={PEAK[0] - 43} y="132" width="86" height="18" rx="5" fill="#111827" stroke={C.line} />
      <text x={PEAK[0]} y="144" fontSize="8.5" fontWeight="600" fill={C.text} textAnchor="middle">
        Rp 12.450.000
      </text>
      {/* table */}
      <Card x={112} y={228} w={372} h={82} />
      <Strokes d="M124 242h32M240 242h26M348 242h30M440 242h22" c={C.bar} w={4} />
      <path d="M112 250.5h372" stroke={C.line} />
      <g fontSize="9" fill={C.mid}>
        {ROWS.map(([name, code, amount, status], i) => {
          const ry = 266 + i * 17;
          return (
            <g key={code}>
              <circle cx="128" cy={ry - 3} r="6" fill={i === 1 ? C.bar2 : u("b")} />
              <text x="140" y={ry}>
                {name}
              </text>
              <text x="240" y={ry} fill={C.sub}>
                {code}
              </text>
              <text x="420" y={ry} textAnchor="end">
                {amount}
              </text>
              <Strokes d={`M448 ${ry - 3}h14`} c={status} w={11} o={0.18} />
              <Strokes d={`M447 ${ry - 3}h.01M453 ${ry - 3}h9`} c={status} w={4} />
            </g>
          );
        })}
      </g>
    </g>
  );
}

/**
 * Web development service: the dashboard in a browser window, with a floating card of performance scores.
 * ServiceVisual shows it for "web-development".
 */
export function DashboardMockup({ label }: { label?: string }) {
  return (
    <Art w={560} h={430} label={label}>
      <Glow cx={300} cy={200} rx={290} ry={200} />
      <Browser x={44} y={10} w={500} h={347}>
        <DashboardScreen />
      </Browser>
      <Float x={6} y={348} w={200} h={74}>
        <g fill="#34d39914" stroke="#34d39933" strokeWidth="4">
          <circle cx="38" cy="32" r="17" />
          <circle cx="100" cy="32" r="17" />
          <circle cx="162" cy="32" r="17" />
        </g>
        <g fill="none" stroke={C.ok} strokeWidth="4">
          <circle cx="38" cy="32" r="17" />
          <circle cx="100" cy="32" r="17" pathLength={100} strokeDasharray="94 100" transform="rotate(-90 100 32)" />
          <circle cx="162" cy="32" r="17" />
        </g>
        <g fontSize="10" fontWeight="700" fill={C.ok} textAnchor="middle">
          <text x="38" y="36">
            100
          </text>
          <text x="100" y="36">
            98
          </text>
          <text x="162" y="36">
            100
          </text>
        </g>
        <Strokes d="M28 62h20M90 62h20M152 62h20" c={C.bar2} w={4} />
      </Float>
    </Art>
  );
}
