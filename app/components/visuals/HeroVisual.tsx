import { DashboardScreen } from "./DashboardMockup";
import { CheckInScreen } from "./MobileAppMockup";
import { Art, Browser, C, Float, Glow, Phone, Strokes, useUrl } from "./parts";

/** Today's attendance tile: avatar stack, present/total, progress bar. */
function PresenceCard({ x, y }: { x: number; y: number }) {
  const u = useUrl();
  return (
    <Float x={x} y={y} w={200} h={66}>
      <g fill={C.bar2} stroke="#111a2e" strokeWidth="2">
        <circle cx="66" cy="24" r="10" />
        <circle cx="50" cy="24" r="10" />
        <circle cx="34" cy="24" r="10" fill={C.ok} />
        <circle cx="18" cy="24" r="10" fill={u("b")} />
      </g>
      <text x="86" y="29" fontSize="14" fontWeight="700" fill={C.text}>
        128/132
      </text>
      <text x="186" y="29" fontSize="9" fill={C.sub} textAnchor="end">
        08:15
      </text>
      <Strokes d="M16 48h168" c={C.bar} w={5} />
      <Strokes d="M16 48h162" c={C.ok} w={5} />
    </Float>
  );
}

/**
 * Landing-page hero art (right half on desktop, below the text from 640 px): a browser window with a
 * business dashboard, an attendance tile over its lower-left corner and, overlapping its lower-right
 * corner, a phone with an attendance check-in app.
 */
export function HeroVisual({ label }: { label: string }) {
  return (
    <Art w={600} h={464} label={label}>
      <Glow cx={300} cy={240} rx={300} ry={224} />
      <Browser x={1} y={14} w={500} h={347}>
        <DashboardScreen />
      </Browser>
      <PresenceCard x={24} y={354} />
      <Phone x={452} y={170} time="08:02">
        <CheckInScreen />
      </Phone>
    </Art>
  );
}

/**
 * The hero art of a phone (below 640 px), whole and at a size its figures can be read: the check-in app in a
 * phone, the attendance tile beside it (it covers only the phone's frame and an empty edge of its screen).
 */
export function HeroPhoneVisual({ label }: { label: string }) {
  return (
    <Art w={340} h={340} label={label}>
      <Glow cx={200} cy={170} rx={170} ry={170} />
      <Phone x={170} y={10} s={1.12} time="08:02">
        <CheckInScreen />
      </Phone>
      <PresenceCard x={4} y={112} />
    </Art>
  );
}
