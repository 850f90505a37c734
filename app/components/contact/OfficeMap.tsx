import { type MapLabel, MapLabels } from "~/components/visuals/MapLabels";
import { SITE } from "~/config/site";

const STREET = { stroke: "#1e293b", strokeWidth: 7, strokeLinecap: "round" } as const;
const ROAD = { stroke: "#334155", strokeWidth: 14, strokeLinecap: "round", fill: "none" } as const;
const W = 480;
const H = 300;
const STREET_NAME = "font-medium text-slate-400";

/** The names on the map (points of the 480 × 300 drawing in percent), clear of each other at 12 px on a 320 px phone. */
const LABELS: readonly MapLabel[] = [
  {
    text: "Kali Krukut",
    className: "left-[12.5%] top-[36.67%] -translate-x-1/2 -rotate-[78deg] italic text-blue-400/80",
  },
  { text: "Jl. Ampera Raya", className: `left-[41.67%] top-[92.33%] -translate-x-1/2 ${STREET_NAME}` },
  { text: "Jl. Kemang Raya", className: `left-[67.5%] top-[34.67%] -translate-x-1/2 rotate-[84deg] ${STREET_NAME}` },
  { text: "Jl. Kemang Selatan", className: `left-[59.17%] top-[19.67%] -translate-x-full ${STREET_NAME}` },
  { text: "N", className: "left-[93.33%] top-[19.33%] -translate-x-1/2 font-semibold text-slate-400" },
  {
    text: SITE.brandName,
    className:
      "left-[57.08%] top-[65.33%] -translate-x-full rounded-md border border-brand-500/60 bg-ink-950 px-2 py-1 font-bold text-white",
  },
];

/**
 * The office's neighbourhood in Kemang, South Jakarta, drawn by hand as a schematic map (not to scale): the main
 * roads by name, the side streets, the Krukut river and a park, and a pin on the office. Inline SVG, so the page
 * makes no request for it and needs no map service; its title describes it to a screen reader. It shows the
 * default address of app/config/site.ts: an operator who moves the office draws the new neighbourhood. The
 * names are HTML text over the drawing (MapLabels), so they stay readable on a phone.
 */
export function OfficeMap({ title, className = "" }: { title: string; className?: string }) {
  return (
    <div className={`relative ${className}`}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby="office-map-title"
        className="block h-auto w-full"
        xmlns="http://www.w3.org/2000/svg"
      >
        <title id="office-map-title">{title}</title>
        <rect width="480" height="300" fill="#0b1222" />
        {/* Blocks of houses and shops between the streets. */}
        <g fill="#111c33">
          <rect x="150" y="86" width="110" height="70" rx="6" />
          <rect x="150" y="170" width="110" height="68" rx="6" />
          <rect x="322" y="86" width="84" height="70" rx="6" />
          <rect x="322" y="170" width="84" height="68" rx="6" />
          <rect x="150" y="10" width="110" height="48" rx="6" />
          <rect x="322" y="10" width="84" height="48" rx="6" />
        </g>
        {/* A park, and the Krukut river along the west. */}
        <rect x="330" y="176" width="68" height="56" rx="10" fill="#10b981" fillOpacity="0.14" />
        <path
          d="M92 -10 C70 40 112 80 90 130 S60 210 96 250 S84 300 78 310"
          fill="none"
          stroke="#1d3a5f"
          strokeWidth="12"
          strokeLinecap="round"
        />
        {/* Side streets. */}
        <path d="M136 72 H470 M136 163 H300 M136 72 V250 M416 20 V250" fill="none" {...STREET} />
        {/* Main roads. */}
        <path d="M-10 252 C120 246 300 256 490 248" {...ROAD} />
        <path d="M306 -10 C300 60 286 120 292 170 S300 250 296 310" {...ROAD} />
        <path
          d="M306 -10 C300 60 286 120 292 170 S300 250 296 310"
          fill="none"
          stroke="#475569"
          strokeWidth="1.5"
          strokeDasharray="6 8"
        />
        {/* North. */}
        <g transform="translate(448 36)" fill="#94a3b8">
          <path d="M0 -14 L6 4 L0 0 L-6 4 Z" />
        </g>
        {/* The office. */}
        <circle cx="292" cy="170" r="22" fill="#3b82f6" fillOpacity="0.18" />
        <circle cx="292" cy="170" r="11" fill="#3b82f6" fillOpacity="0.3" />
        <path
          d="M292 172 C292 172 278 156 278 146 A14 14 0 0 1 306 146 C306 156 292 172 292 172 Z"
          fill="#3b82f6"
          stroke="#bfdbfe"
          strokeWidth="1.5"
        />
        <circle cx="292" cy="146" r="5" fill="#fff" />
      </svg>
      <MapLabels labels={LABELS} />
    </div>
  );
}
