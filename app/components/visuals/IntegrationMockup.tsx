import { Art, C, Glow, Glyph, Strokes } from "./parts";

/** 16 × 16 line glyphs of the connected systems. */
const GLYPHS = {
  erp: "M2 14V7l4 3V7l4 3V3h4v11zM5 14v-2M9 14v-2",
  pos: "M4 2h8v12l-2-1-2 1-2-1-2 1zM6.5 6h3M6.5 9h3",
  wms: "M2 14V6l6-4 6 4v8M5 14V9h6v5M5 11.5h6",
  pay: "M3 4h10a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM2 7.5h12M4.5 10.5h3",
  crm: "M6 8a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM1.5 14c0-2.5 2-4 4.5-4s4.5 1.5 4.5 4M11 3.5a2.5 2.5 0 0 1 0 4.5M12.5 10c1.2.6 2 1.8 2 4",
  app: "M5 1.5h6a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-11a1 1 0 0 1 1-1zM7 12h2",
} as const;

/** [glyph, name, detail, colour, x, y] of each system around the hub. */
const NODES = [
  ["erp", "ERP", "Odoo 17", C.brand4, 16, 36],
  ["pos", "POS", "POS-07", C.warn, 16, 174],
  ["wms", "WMS", "WH-03", C.brand4, 16, 312],
  ["pay", "QRIS", "Rp 245.000", C.ok, 424, 36],
  ["crm", "CRM", "12.480", C.brand4, 424, 174],
  ["app", "iOS", "Android", C.brand4, 424, 312],
] as const;

/** One system: card, glyph tile, name and a short code, plus its link to the hub with a data packet. */
function Node({ node: [glyph, name, detail, color, x, y] }: { node: (typeof NODES)[number] }) {
  const left = x < 280;
  const [x0, y0] = [left ? x + 120 : x, y + 22];
  const [x1, y1] = [left ? 228 : 332, 196 + Math.sign(y - 174) * 26];
  const xm = (x0 + x1) / 2;
  return (
    <g>
      <path d={`M${x0} ${y0}C${xm} ${y0} ${xm} ${y1} ${x1} ${y1}`} fill="none" stroke={C.brand4} strokeOpacity=".45" />
      <circle cx={xm} cy={(y0 + y1) / 2} r="3.5" fill={color} />
      <rect x={x} y={y} width="120" height="44" rx="12" fill="#111a2e" stroke="#ffffff26" />
      <rect x={x + 8} y={y + 8} width="28" height="28" rx="8" fill={color} fillOpacity=".15" />
      <Glyph d={GLYPHS[glyph]} x={x + 14} y={y + 14} c={color} />
      <text x={x + 46} y={y + 19} fontSize="11" fontWeight="700" fill={C.text}>
        {name}
      </text>
      <text x={x + 46} y={y + 33} fontSize="8.5" fill={C.sub}>
        {detail}
      </text>
    </g>
  );
}

/**
 * Custom software / system integration service: ERP, POS, warehouse, payment gateway (QRIS), CRM and
 * mobile apps linked through a central API hub. ServiceVisual shows it for "custom-software".
 */
export function IntegrationMockup({ label }: { label?: string }) {
  return (
    <Art w={560} h={372} label={label}>
      <Glow cx={280} cy={196} rx={240} ry={170} />
      <circle cx="280" cy="196" r="92" fill="none" stroke={C.brand4} strokeOpacity=".25" strokeDasharray="2 7" />
      <circle cx="280" cy="196" r="130" fill="none" stroke={C.line} strokeDasharray="2 7" />
      {NODES.map((node) => (
        <Node key={node[1]} node={node} />
      ))}
      <rect x="228" y="144" width="104" height="104" rx="28" fill="#1d4ed8" stroke="#93c5fd" strokeOpacity=".5" />
      <rect x="236" y="152" width="88" height="88" rx="22" fill="#3b82f6" fillOpacity=".5" />
      <text x="280" y="202" fontSize="22" fontWeight="800" fill="#fff" textAnchor="middle">
        API
      </text>
      <Strokes d="M268 220h.01M280 220h.01M292 220h.01" c="#fff" w={4} o={0.7} />
      <circle cx="262" cy="286" r="3" fill={C.ok} />
      <text x="270" y="289.5" fontSize="10" fill={C.mid}>
        99,98% · 42 ms
      </text>
    </Art>
  );
}
