import { SITE } from "~/config/site";

const STREET = { stroke: "#1e293b", strokeWidth: 7, strokeLinecap: "round" } as const;
const ROAD = { stroke: "#334155", strokeWidth: 14, strokeLinecap: "round", fill: "none" } as const;
const LABEL = { fill: "#94a3b8", fontSize: 12, fontWeight: 500, letterSpacing: 0.2 } as const;

/**
 * The office's neighbourhood in Kemang, South Jakarta, drawn by hand as a schematic map (not to scale): the main
 * roads by name, the side streets, the Krukut river and a park, and a pin on the office. Inline SVG, so the page
 * makes no request for it and needs no map service; its title describes it to a screen reader. It shows the
 * default address of app/config/site.ts: an operator who moves the office draws the new neighbourhood.
 */
export function OfficeMap({ title, className = "" }: { title: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 480 300"
      role="img"
      aria-labelledby="office-map-title"
      className={className}
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
      <text {...LABEL} fill="#60a5fa" fillOpacity="0.8" fontStyle="italic" transform="translate(58 200) rotate(-78)">
        Kali Krukut
      </text>
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
      <text {...LABEL} x="150" y="278">
        Jl. Ampera Raya
      </text>
      <text {...LABEL} transform="translate(316 118) rotate(82)">
        Jl. Kemang Raya
      </text>
      <text {...LABEL} x="330" y="66">
        Jl. Kemang Selatan
      </text>
      {/* North. */}
      <g transform="translate(448 36)" fill="#94a3b8">
        <path d="M0 -14 L6 4 L0 0 L-6 4 Z" />
        <text x="0" y="20" textAnchor="middle" fontSize="11" fontWeight="600">
          N
        </text>
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
      <g transform="translate(142 186)">
        <rect width="136" height="40" rx="8" fill="#05070d" stroke="#3b82f6" strokeOpacity="0.6" />
        <text x="10" y="17" fill="#fff" fontSize="11" fontWeight="700">
          {SITE.brandName}
        </text>
        <text x="10" y="31" fill="#94a3b8" fontSize="10">
          {SITE.address.street}
        </text>
      </g>
    </svg>
  );
}
