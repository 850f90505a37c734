import { Art, C, Card, Check, Glow, Strokes, usePrefix, useUrl } from "./parts";

/** A 21 × 21 QR-like matrix (finder patterns drawn separately): runs of dark modules, in module units. */
const QR_PATH = (() => {
  let seed = 7;
  const rnd = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const finder = (x: number, y: number) => (x < 8 && y < 8) || (x > 12 && y < 8) || (x < 8 && y > 12);
  let d = "";
  for (let y = 0; y < 21; y++) {
    let run = 0;
    for (let x = 0; x <= 21; x++) {
      const timing = x === 6 || y === 6;
      const on = x < 21 && !finder(x, y) && (timing ? (x + y) % 2 === 0 : rnd() < 0.5) && !(timing && (x < 8 || y < 8));
      if (on) run++;
      else if (run) {
        d += `M${x - run} ${y + 0.5}h${run}`;
        run = 0;
      }
    }
  }
  return d;
})();

/** QR code, 84 × 84 at (x, y). */
function Qr({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(4)`}>
      <path d={QR_PATH} stroke={C.mid} strokeLinecap="butt" />
      <g fill="none" stroke={C.brand4}>
        <rect x=".5" y=".5" width="6" height="6" rx="1.6" />
        <rect x="14.5" y=".5" width="6" height="6" rx="1.6" />
        <rect x=".5" y="14.5" width="6" height="6" rx="1.6" />
      </g>
      <g fill={C.brand4}>
        <rect x="2" y="2" width="3" height="3" rx=".8" />
        <rect x="16" y="2" width="3" height="3" rx=".8" />
        <rect x="2" y="16" width="3" height="3" rx=".8" />
      </g>
    </g>
  );
}

const LOG = [
  ["RP", "Rizky P.", "08:02", C.brand],
  ["SR", "Siti R.", "07:58", "#0d9488"],
  ["BS", "Budi S.", "07:55", "#7c3aed"],
] as const;

/** Kiosk tablet running face recognition: framed face with landmarks, scan line, check badge, name and time. */
function FaceKiosk() {
  const u = useUrl();
  const p = usePrefix();
  return (
    <g>
      <rect x="16" y="16" width="244" height="360" rx="24" fill="#0b1120" stroke="#ffffff29" />
      <rect x="26" y="26" width="224" height="340" rx="16" fill={u("s")} />
      <circle cx="138" cy="21" r="2" fill={C.bar2} />
      <text x="42" y="48" fontSize="10" fontWeight="600" fill={C.mid}>
        08:02
      </text>
      <Strokes d="M214 44h.01M224 44h.01M234 44h.01" c={C.bar2} w={5} />
      <circle cx="138" cy="148" r="38" fill={C.bar} />
      <path d="M72 262c0-40 29-62 66-62s66 22 66 62z" fill={C.bar} />
      <linearGradient id={`${p}f`} x2="0" y2="1">
        <stop stopColor="#3b82f6" stopOpacity="0" />
        <stop offset="1" stopColor="#3b82f6" stopOpacity=".3" />
      </linearGradient>
      <rect x="84" y="112" width="108" height="48" fill={`url(#${p}f)`} />
      <Strokes d="M84 160h108" c={C.brand4} w={2} />
      <path
        d="M124 142l14 16 14-16M126 170l12-12 12 12h-24"
        fill="none"
        stroke={C.brand4}
        strokeOpacity=".4"
        strokeLinejoin="round"
      />
      <Strokes d="M124 142h.01M152 142h.01M138 158h.01M126 170h.01M150 170h.01" c={C.brand4} w={4} />
      <path
        d="M84 114v-8a6 6 0 0 1 6-6h10M176 100h10a6 6 0 0 1 6 6v8M192 186v8a6 6 0 0 1-6 6h-10M100 200H90a6 6 0 0 1-6-6v-8"
        fill="none"
        stroke={C.brand4}
        strokeWidth="3"
      />
      <circle cx="192" cy="200" r="14" fill={C.ok} stroke="#0b1120" strokeWidth="3" />
      <Check x={192} y={199} s={1.1} w={2.5} />
      <text x="138" y="300" fontSize="14" fontWeight="700" fill={C.text} textAnchor="middle">
        Rizky Pratama
      </text>
      <text x="138" y="320" fontSize="10" fill={C.sub} textAnchor="middle">
        08:02:14 · 99,2%
      </text>
      <Strokes d="M98 344h80" c={C.bar} w={4} />
      <Strokes d="M98 344h78" c={C.ok} w={4} />
    </g>
  );
}

/** An ID card tapped on an NFC reader. */
function NfcTile() {
  const u = useUrl();
  return (
    <g>
      <Card x={280} y={16} w={264} h={166} r={16} />
      <rect x="404" y="64" width="124" height="100" rx="16" fill="#0b1120" stroke="#ffffff29" />
      <path
        d="M452 102a12 12 0 0 1 0 20M460 94a22 22 0 0 1 0 36M468 86a32 32 0 0 1 0 52"
        fill="none"
        stroke={C.brand4}
        strokeWidth="3"
      />
      <circle cx="510" cy="80" r="6" fill={C.ok} fillOpacity=".2" />
      <circle cx="510" cy="80" r="3" fill={C.ok} />
      <g transform="translate(300 52) rotate(-12)">
        <rect width="100" height="64" rx="9" fill={u("b")} stroke="#ffffff40" />
        <rect x="10" y="14" width="24" height="28" rx="5" fill="#fff" fillOpacity=".3" />
        <Strokes d="M44 20h42M44 31h28M12 52h14" c="#fff" w={4} o={0.6} />
      </g>
      <circle cx="304" cy="158" r="8" fill={C.ok} />
      <Check x={304} y={157.5} s={0.7} w={1.8} />
      <text x="318" y="162" fontSize="10" fontWeight="600" fill={C.mid}>
        07:55
      </text>
    </g>
  );
}

/** Check-in log: three people with their times. */
function Log() {
  return (
    <g>
      <Card x={412} y={196} w={132} h={180} r={16} />
      {LOG.map(([initials, name, time, color], i) => {
        const y = 236 + i * 50;
        return (
          <g key={initials}>
            <circle cx="436" cy={y} r="12" fill={color} />
            <text x="436" y={y + 3} fontSize="8" fontWeight="700" fill="#fff" textAnchor="middle">
              {initials}
            </text>
            <text x="456" y={y - 2} fontSize="9.5" fontWeight="600" fill={C.text}>
              {name}
            </text>
            <text x="456" y={y + 11} fontSize="8.5" fill={C.sub}>
              {time}
            </text>
            <circle cx="528" cy={y} r="7" fill={C.ok} fillOpacity=".15" />
            <Check x={528} y={y - 0.5} s={0.6} w={1.6} c={C.ok} />
          </g>
        );
      })}
    </g>
  );
}

/**
 * IoT service: attendance by face recognition (a kiosk tablet with a framed face and a check), an NFC
 * card tapped on a reader, a QR code, and the resulting check-in log. ServiceVisual shows it for "iot-technology".
 */
export function AttendanceMockup({ label }: { label?: string }) {
  return (
    <Art w={560} h={392} label={label}>
      <Glow cx={280} cy={200} rx={280} ry={196} />
      <FaceKiosk />
      <NfcTile />
      <Card x={280} y={196} w={118} h={180} r={16} />
      <Qr x={297} y={214} />
      <text x="339" y="326" fontSize="10" fontWeight="600" fill={C.mid} textAnchor="middle">
        ND-7F3K
      </text>
      <Strokes d="M300 350h78" c={C.bar} w={4} />
      <Strokes d="M300 350h50" c={C.brand4} w={4} />
      <Log />
    </Art>
  );
}

/**
 * Attendance by card alone (a case study's figure): the ID card tapped on the NFC reader beside the check-in
 * log it fills, the two tiles of AttendanceMockup side by side.
 */
export function CardGateMockup({ label }: { label?: string }) {
  return (
    <Art w={428} h={212} label={label}>
      <Glow cx={214} cy={106} rx={214} ry={106} />
      <g transform="translate(-264 0)">
        <NfcTile />
      </g>
      <g transform="translate(-132 -180)">
        <Log />
      </g>
    </Art>
  );
}
