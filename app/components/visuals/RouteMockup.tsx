import { OrdersScreen } from "./MobileAppMockup";
import { Art, C, Card, Check, DoneNotice, Glow, Phone, Strokes, smooth } from "./parts";

/** The day's outlets on the map, in visiting order: where each pin stands and whether it was visited. */
const STOPS = [
  [58, 300, "done"],
  [128, 214, "done"],
  [214, 252, "done"],
  [262, 150, "next"],
  [170, 92, "later"],
] as const;

/**
 * A sales rep's day in the field: a street map with the planned route between outlets (visited ones checked,
 * the next one lit, later ones dim), the app's order list on the rep's phone, and a visit's check-in. A case
 * study's drawing (`route`).
 */
export function RouteMockup({ label }: { label?: string }) {
  const route = smooth(STOPS.map(([x, y]) => [x, y] as const));
  return (
    <Art w={520} h={440} label={label}>
      <Glow cx={200} cy={220} rx={240} ry={200} />
      <g transform="translate(16 40)">
        <rect width="320" height="360" rx="18" fill="#0b1222" stroke={C.line} />
        {/* Streets: a few avenues and the blocks between them, and a river along the right-hand side. */}
        <path d="M250 0c-14 70 30 110 12 180s-40 120-8 180h66V0z" fill="#1e3a5f" fillOpacity=".4" />
        <Strokes d="M10 120h240M10 260h230M90 10v340M190 10v340" c={C.bar} w={9} />
        <Strokes d="M10 190h220M40 10v340M140 10v340" c={C.bar} w={4} />
        <path d={route} fill="none" stroke={C.brand4} strokeWidth="3" strokeDasharray="7 6" strokeOpacity=".9" />
        {STOPS.map(([x, y, state], index) => (
          <g key={`${x}-${y}`}>
            <circle
              cx={x}
              cy={y}
              r={state === "next" ? 15 : 12}
              fill={state === "done" ? C.ok : state === "next" ? C.brand : "#1e293b"}
              stroke={state === "later" ? C.dim : "#fff"}
              strokeOpacity={state === "later" ? 1 : 0.25}
              strokeWidth="2"
            />
            {state === "done" ? (
              <Check x={x} y={y - 1} />
            ) : (
              <text x={x} y={y + 3.5} fontSize="10" fontWeight="700" fill="#fff" textAnchor="middle">
                {index + 1}
              </text>
            )}
            {state === "next" && <circle cx={x} cy={y} r="24" fill="none" stroke={C.brand4} strokeOpacity=".35" />}
          </g>
        ))}
        <Card x={14} y={14} w={118} h={40} r={10} />
        <g fontSize="9">
          <text x="26" y="30" fontWeight="600" fill={C.text}>
            Rute hari ini
          </text>
          <text x="26" y="44" fill={C.sub}>
            3/5 · 14,2 km
          </text>
        </g>
      </g>
      <Phone x={330} y={40} s={1.25} time="10:12">
        <OrdersScreen />
      </Phone>
      <DoneNotice x={150} y={360} w={220} title="Toko Sinar Jaya" text="Check-in 10:12 · 3 SKU" />
    </Art>
  );
}
