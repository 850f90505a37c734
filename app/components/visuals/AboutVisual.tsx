import { type MapLabel, MapLabels } from "./MapLabels";
import { Art, C, usePrefix, useUrl } from "./parts";

const W = 620;
const H = 252;
const ZONE = "top-[7%] text-slate-400";
const CITY = "font-semibold text-slate-300";

/** Main islands of Indonesia (equirectangular, 13 units per degree, 94.5°E–141°E, 7.5°N–11°S), simplified. */
const ISLANDS =
  "M16 31 28 35 45 36 55 48 61 54 74 62 83 74 96 79 106 85 116 92 127 100 123 113 135 118 141 133 153 141 156 146 154 163 153 179 145 179 137 180 128 168 107 154 94 140 83 119 75 104 66 92 61 81 48 72 40 61 29 48 18 38zM145 192 153 182 162 182 167 183 176 184 185 185 189 191 201 192 213 194 219 188 227 189 235 193 243 196 244 202 253 204 265 205 265 217 250 211 234 211 214 209 198 204 185 205 175 201 161 200 149 193zM243 193 253 193 261 193 260 197 250 198 244 197zM265 209 274 208 282 213 275 219 267 213zM286 211 291 210 295 214 291 219 286 218zM296 214 305 210 314 211 323 210 326 215 317 218 305 220 297 219zM335 214 344 211 357 214 367 213 375 210 374 215 360 219 344 218 336 218zM324 228 335 224 348 232 343 236 330 231zM383 236 395 226 404 220 416 214 428 211 422 217 405 226 392 234 384 239zM202 78 211 81 223 79 228 70 246 63 260 46 272 38 279 33 287 26 296 12 302 18 313 28 328 36 315 46 309 57 310 78 323 90 312 93 306 104 304 115 296 120 292 130 289 149 286 156 272 156 267 150 260 148 246 145 231 149 220 142 210 142 208 127 200 116 194 104 193 93zM405 83 396 98 376 98 357 97 344 100 340 111 353 115 367 113 382 114 379 118 367 123 357 128 366 142 378 156 374 166 364 167 356 159 350 142 343 140 343 154 343 175 331 176 330 170 332 156 323 145 324 135 330 120 335 104 339 92 350 87 370 90 390 89 399 84zM480 114 491 109 500 108 513 113 521 115 522 127 526 137 532 146 539 148 546 137 558 124 570 123 582 127 595 133 607 136 610 137 610 222 603 215 588 209 578 213 572 201 583 193 577 185 569 172 557 165 539 161 527 156 520 154 512 156 504 150 501 142 494 140 506 133 497 128 488 123 479 120zM435 76 442 83 440 90 451 84 451 89 443 96 453 100 448 104 440 100 440 107 445 114 438 110 435 96 434 85zM444 141 461 140 475 144 479 153 466 148 449 148zM416 145 427 144 431 150 423 154 416 150zM145 124 156 124 166 137 163 142 153 132 145 130zM176 137 184 139 185 144 178 145zM40 85 49 92 46 97 38 90z";

/** [name, x, y] of the offices, Jakarta first. */
const CITIES = [
  ["Jakarta", 167, 184],
  ["Medan", 60, 57],
  ["Surabaya", 243, 198],
  ["Denpasar", 275, 216],
  ["Makassar", 330, 170],
] as const;

/** The archipelago as a dot matrix (time-zone lines, equator), with the offices glowing and linked to Jakarta by arcs. */
function Archipelago() {
  const u = useUrl();
  const p = usePrefix();
  const [, jx, jy] = CITIES[0];
  return (
    <g>
      <pattern id={`${p}d`} width="5" height="5" patternUnits="userSpaceOnUse">
        <circle cx="2.5" cy="2.5" r="1.2" fill={C.dim} />
      </pattern>
      <path d="M0 103.5h620M266.5 0v252M416.5 0v252" stroke="#ffffff1f" strokeDasharray="2 6" />
      <path d={ISLANDS} fill="#ffffff08" stroke="#ffffff14" strokeLinejoin="round" />
      <path d={ISLANDS} fill={`url(#${p}d)`} />
      <g fill="none" stroke={C.brand4} strokeWidth="1.5" strokeOpacity=".7">
        {CITIES.slice(1).map(([name, x, y]) => (
          <path key={name} d={`M${jx} ${jy}Q${(jx + x) / 2} ${Math.min(jy, y) - 40} ${x} ${y}`} strokeDasharray="4 4" />
        ))}
      </g>
      {CITIES.map(([name, x, y], i) => (
        <g key={name}>
          <circle cx={x} cy={y} r={i ? 16 : 26} fill={u("g")} />
          <circle cx={x} cy={y} r={i ? 6 : 9} fill="none" stroke={C.brand4} strokeOpacity=".6" />
          <circle cx={x} cy={y} r={i ? 3 : 4.5} fill={i ? "#fff" : C.brand4} />
        </g>
      ))}
    </g>
  );
}

/** The time zones along the top of the map and the offices' names beside their dots (points of the 620 × 252 drawing in percent). */
const LABELS: readonly MapLabel[] = [
  { text: "UTC+7", className: `left-[2%] ${ZONE}` },
  { text: "UTC+8", className: `left-[55%] -translate-x-1/2 ${ZONE}` },
  { text: "UTC+9", className: `left-[98%] -translate-x-full ${ZONE}` },
  { text: "Jakarta", className: `left-[25%] top-[73.02%] -translate-x-full ${CITY}` },
  { text: "Medan", className: `left-[11.61%] top-[22.62%] ${CITY}` },
  { text: "Surabaya", className: `left-[38.39%] top-[84.92%] -translate-x-full ${CITY}` },
  { text: "Denpasar", className: `left-[46.29%] top-[85.71%] ${CITY}` },
  { text: "Makassar", className: `left-[55.16%] top-[67.46%] ${CITY}` },
];

/** About page illustration: a stylised map of the Indonesian archipelago with the agency's five offices. */
export function AboutVisual({ label }: { label: string }) {
  return (
    <div className="relative">
      <Art w={W} h={H} label={label}>
        <Archipelago />
      </Art>
      <MapLabels labels={LABELS} />
    </div>
  );
}
