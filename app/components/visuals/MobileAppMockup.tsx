import { Art, C, Card, Check, DoneNotice, Glow, Phone, Strokes, useUrl } from "./parts";

/**
 * Attendance check-in screen of a mobile app (employee, big check mark, clock-in time, GPS position,
 * recent days), drawn at 130 × 274: the content of a `<Phone>`. Used by MobileAppMockup and HeroVisual.
 */
export function CheckInScreen() {
  const u = useUrl();
  return (
    <g>
      <circle cx="20" cy="44" r="10" fill={u("b")} />
      <text x="20" y="47" fontSize="7.5" fontWeight="700" fill="#fff" textAnchor="middle">
        RP
      </text>
      <text x="36" y="42" fontSize="8.5" fontWeight="600" fill={C.text}>
        Rizky Pratama
      </text>
      <circle cx="65" cy="110" r="38" fill={C.ok} fillOpacity=".06" />
      <circle cx="65" cy="110" r="28" fill={C.ok} fillOpacity=".14" />
      <circle cx="65" cy="110" r="19" fill={C.ok} />
      <Check x={65} y={109} s={1.5} w={3.5} />
      <text x="65" y="172" fontSize="20" fontWeight="700" fill={C.text} textAnchor="middle">
        08:02
      </text>
      <g fontSize="7" fill={C.sub}>
        <text x="36" y="53">
          EMP-0412
        </text>
        <text x="65" y="185" textAnchor="middle">
          14/10/2026
        </text>
        <text x="34" y="205">
          -6,2088 106,8456
        </text>
      </g>
      <rect x="14" y="194" width="102" height="16" rx="8" fill={C.faint} stroke={C.line} />
      <path d="M26 207s-3.5-3-3.5-5.5a3.5 3.5 0 0 1 7 0c0 2.5-3.5 5.5-3.5 5.5z" fill={C.brand4} />
      <Card x={10} y={218} w={110} h={44} r={10} />
      <Strokes d="M21 233h.01M21 251h.01" c={C.ok} />
      <g fontSize="7.5" fill={C.mid}>
        <text x="29" y="235.5">
          13/07
        </text>
        <text x="29" y="253.5">
          12/07
        </text>
        <text x="110" y="235.5" textAnchor="end">
          07:58
        </text>
        <text x="110" y="253.5" textAnchor="end">
          08:05
        </text>
      </g>
    </g>
  );
}

const ORDERS = [
  ["ORD-1042", "Andi Wijaya", "Rp 245.000", C.ok],
  ["ORD-1041", "Putri Ayu", "Rp 118.000", C.warn],
  ["ORD-1040", "Bayu Saputra", "Rp 86.500", C.brand4],
] as const;

/** Order-list screen of a mobile commerce app (balance card, filter tabs, orders, tab bar), 130 × 274. */
export function OrdersScreen() {
  const u = useUrl();
  return (
    <g>
      <circle cx="20" cy="42" r="9" fill={C.bar2} />
      <circle cx="112" cy="42" r="9" fill={C.faint} stroke={C.line} />
      <circle cx="116" cy="37" r="2.5" fill={C.warn} />
      <Strokes d="M35 38h40" />
      <Strokes d="M35 48h26M64 135h20M96 135h20" c={C.bar} w={4} />
      <Strokes d="M17 135h22" c={C.brand} w={14} o={0.25} />
      <Strokes d="M20 135h16" c={C.brand4} w={4} />
      <rect x="10" y="58" width="110" height="62" rx="12" fill={u("b")} />
      <rect x="84" y="66" width="28" height="13" rx="6.5" fill="#fff" fillOpacity=".2" />
      <Strokes d="M20 72h30" c="#fff" w={4} o={0.5} />
      <path d="M20 110l12-4 10 2 12-6 10 3 12-7 10 1 14-5" fill="none" stroke="#fff" strokeOpacity=".6" />
      <g fill="#fff" fontWeight="700">
        <text x="20" y="95" fontSize="11.5">
          Rp 12.450.000
        </text>
        <text x="98" y="75" fontSize="7" textAnchor="middle">
          +18%
        </text>
      </g>
      {ORDERS.map(([code, name, amount, color], i) => {
        const y = 152 + i * 30;
        return (
          <g key={code}>
            <rect x="10" y={y} width="22" height="22" rx="7" fill={color} fillOpacity=".15" />
            <path
              d={`M16 ${y + 8}l5-3 5 3v6l-5 3-5-3zm0 0l5 3 5-3m-5 3v6`}
              fill="none"
              stroke={color}
              strokeWidth="1.2"
              strokeLinejoin="round"
            />
            <circle cx="117" cy={y + 6} r="2.5" fill={color} />
            <g fontSize="7">
              <text x="38" y={y + 9} fontSize="8" fontWeight="600" fill={C.text}>
                {name}
              </text>
              <text x="38" y={y + 19} fill={C.sub}>
                {code}
              </text>
              <text x="120" y={y + 19} fontSize="7.5" fill={C.mid} textAnchor="end">
                {amount}
              </text>
            </g>
          </g>
        );
      })}
      <path d="M0 240.5h130" stroke={C.line} />
      <Strokes d="M52 253h.01M79 253h.01M106 253h.01" c={C.bar2} w={8} />
      <Strokes d="M25 253h.01" c={C.brand4} w={8} />
    </g>
  );
}

/**
 * Mobile development service: two app screens in phone frames (orders and check-in) with a push notification.
 * ServiceVisual shows it for "mobile-development".
 */
export function MobileAppMockup({ label }: { label?: string }) {
  return (
    <Art w={520} h={440} label={label}>
      <Glow cx={260} cy={220} rx={250} ry={210} />
      <Phone x={276} y={26} s={1.3} time="08:02">
        <CheckInScreen />
      </Phone>
      <Phone x={58} y={52} s={1.3} time="10:24">
        <OrdersScreen />
      </Phone>
      <DoneNotice x={6} y={374} w={196} title="ORD-1042" text="Rp 245.000" time="10:24" />
    </Art>
  );
}
