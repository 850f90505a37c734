import { Art, C, Check, Float, Glow, Strokes, useUrl } from "./parts";

const STAFF = [
  ["Agus Setiawan", "Rp 9.850.000"],
  ["Rina Marlina", "Rp 11.200.000"],
  ["Fajar Nugroho", "Rp 8.475.000"],
  ["Maya Sari", "Rp 14.300.000"],
  ["Yusuf Hidayat", "Rp 7.920.000"],
] as const;

/** Gross pay, then the deductions (BPJS health, BPJS employment, PPh 21 income tax). */
const LINES = [
  ["", "Rp 12.450.000"],
  ["BPJS Kes", "−Rp 120.000"],
  ["BPJS TK", "−Rp 349.423"],
  ["PPh 21", "−Rp 996.000"],
] as const;

/** Payroll run in a window: employees, net pay, paid checks (mostly behind the payslip). */
function PayrollRun() {
  const u = useUrl();
  return (
    <g>
      <rect x="236" y="16" width="308" height="252" rx="16" fill={u("s")} stroke={C.line} />
      <Strokes d="M318 44h78" w={7} />
      <rect x="478" y="32" width="50" height="20" rx="10" fill={C.ok} fillOpacity=".15" />
      <text x="503" y="45.5" fontSize="9" fontWeight="600" fill={C.ok} textAnchor="middle">
        132/132
      </text>
      <path d="M236 64.5h308" stroke={C.line} />
      {STAFF.map(([name, net], i) => {
        const y = 92 + i * 36;
        return (
          <g key={name}>
            <circle cx="322" cy={y - 3} r="9" fill={i % 2 ? C.bar2 : u("b")} />
            <text x="338" y={y} fontSize="9.5" fill={C.mid}>
              {name}
            </text>
            <text x="504" y={y} fontSize="9.5" fill={C.text} textAnchor="end">
              {net}
            </text>
            <circle cx="521" cy={y - 3} r="6" fill={C.ok} fillOpacity=".15" />
            <Check x={521} y={y - 3.5} s={0.5} w={1.5} c={C.ok} />
          </g>
        );
      })}
    </g>
  );
}

/** Payslip: employee, period, gross, BPJS and PPh 21 deductions, highlighted net pay, signature. */
function Payslip() {
  const u = useUrl();
  return (
    <g>
      <rect x="16" y="52" width="280" height="336" rx="18" fill="#111a2e" stroke="#ffffff29" />
      <rect x="36" y="72" width="28" height="28" rx="8" fill={u("b")} />
      <path d="M50 78l8 8-8 8-8-8z" fill="#fff" fillOpacity=".85" />
      <text x="276" y="90" fontSize="10" fill={C.sub} textAnchor="end">
        10/2026
      </text>
      <text x="36" y="134" fontSize="14" fontWeight="700" fill={C.text}>
        Dewi Lestari
      </text>
      <text x="36" y="151" fontSize="9.5" fill={C.sub}>
        EMP-0218
      </text>
      <path d="M36 168.5h240M36 284.5h240" stroke={C.line} strokeDasharray="4 4" />
      <Strokes d="M36 194h64" />
      <g fontSize="10.5">
        {LINES.map(([name, amount], i) => (
          <g key={amount}>
            <text x="36" y={198 + i * 24} fill={C.sub}>
              {name}
            </text>
            <text x="276" y={198 + i * 24} fill={i ? C.mid : C.text} fontWeight={i ? undefined : 600} textAnchor="end">
              {amount}
            </text>
          </g>
        ))}
      </g>
      <rect
        x="28"
        y="296"
        width="256"
        height="44"
        rx="10"
        fill={C.ok}
        fillOpacity=".1"
        stroke={C.ok}
        strokeOpacity=".3"
      />
      <Strokes d="M42 318h40" c={C.ok} o={0.6} />
      <text x="270" y="323" fontSize="15" fontWeight="700" fill={C.ok} textAnchor="end">
        Rp 10.984.577
      </text>
      <path
        d="M38 368c8-14 14-14 12-2s6 6 12-4 8 2 12 4 10-6 18-2"
        fill="none"
        stroke={C.sub}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <circle cx="262" cy="364" r="11" fill="none" stroke={C.brand4} strokeDasharray="3 3" />
      <Check x={262} y={363.5} s={0.7} w={1.8} c={C.brand4} />
    </g>
  );
}

const MONTHS = [52, 56, 54, 60, 58, 66];

/**
 * HR systems service: a payslip (gross, BPJS, PPh 21, net) over a payroll run of the whole company,
 * with a tile of monthly payroll totals. ServiceVisual shows it for "hr-systems".
 */
export function PayrollMockup({ label }: { label?: string }) {
  return (
    <Art w={560} h={404} label={label}>
      <Glow cx={280} cy={210} rx={280} ry={200} />
      <PayrollRun />
      <Payslip />
      <Float x={320} y={252} w={224} h={96}>
        <text x="16" y="26" fontSize="11" fontWeight="700" fill={C.text}>
          Rp 1.284.500.000
        </text>
        <Strokes d={MONTHS.map((h, i) => `M${26 + i * 34} 80v-${h - 24}`).join("")} c={C.bar2} w={12} />
        <Strokes d="M196 80v-42" c={C.brand4} w={12} />
      </Float>
    </Art>
  );
}
