type Logo = {
  /** Full company name (fictional). */
  name: string;
  /** Big line of the wordmark, and the small spaced line under it. */
  word: string;
  descriptor: string;
  /** Logo mark: path in a 32 × 32 box, filled or outlined. */
  mark: string;
  outline?: boolean;
  weight: number;
  spacing?: number;
  italic?: boolean;
};

/** Fictional client brands across industries (logistics, schools, clinics, coffee, manufacturing, cooperative). */
const LOGOS: readonly Logo[] = [
  {
    name: "Arunika Logistik",
    word: "Arunika",
    descriptor: "LOGISTIK",
    mark: "M3 26 15 6h7L10 26zm11 0L26 6h4L18 26z",
    weight: 800,
    spacing: -0.4,
    italic: true,
  },
  {
    name: "Sekolah Cendekia",
    word: "Cendekia",
    descriptor: "SEKOLAH",
    mark: "M16 6 2 13l14 7 14-7zM8 16.5V24c0 2 3.5 3.5 8 3.5s8-1.5 8-3.5v-7.5M30 13v8",
    outline: true,
    weight: 600,
  },
  {
    name: "Klinik Sentosa Medika",
    word: "Sentosa",
    descriptor: "MEDIKA",
    mark: "M12 3h8v9h9v8h-9v9h-8v-9H3v-8h9z",
    weight: 700,
    spacing: -0.2,
  },
  {
    name: "Kopi Lembayung",
    word: "lembayung",
    descriptor: "KOPI",
    mark: "M16 4c7 0 11 5.5 11 12s-4 12-11 12S5 22.5 5 16 9 4 16 4zm0 0c-4 4-4 8 0 12s4 8 0 12",
    outline: true,
    weight: 500,
    spacing: 0.2,
  },
  {
    name: "Prakarsa Metalindo",
    word: "PRAKARSA",
    descriptor: "METALINDO",
    mark: "m16 3 12 7v12l-12 7-12-7V10zm0 8-5 3v5l5 3 5-3v-5z",
    weight: 700,
    spacing: 1,
  },
  {
    name: "Koperasi Bahtera",
    word: "Bahtera",
    descriptor: "KOPERASI",
    mark: "M3 19h26l-5 8H8zM16 3v13M16 5l9 10h-9",
    outline: true,
    weight: 700,
    spacing: -0.3,
  },
];

/** Names of the fictional client companies shown by ClientLogos (list them as fictional content). */
export const CLIENT_NAMES: readonly string[] = LOGOS.map((logo) => logo.name);

/** One monochrome wordmark: a logo mark and a two-line name, drawn in `currentColor`. */
function Wordmark({ logo }: { logo: Logo }) {
  return (
    <svg
      viewBox="0 0 160 40"
      width="160"
      height="40"
      className="mx-auto h-auto w-full max-w-40"
      fill="currentColor"
      fontFamily="inherit"
      aria-hidden="true"
    >
      <path
        d={logo.mark}
        transform="translate(0 4)"
        fill={logo.outline ? "none" : undefined}
        stroke={logo.outline ? "currentColor" : undefined}
        strokeWidth="2.6"
        strokeLinejoin="round"
        fillRule="evenodd"
      />
      <text
        x="42"
        y="21"
        fontSize="16"
        fontWeight={logo.weight}
        letterSpacing={logo.spacing}
        fontStyle={logo.italic ? "italic" : undefined}
      >
        {logo.word}
      </text>
      <text x="43" y="33" fontSize="7.5" fontWeight="600" letterSpacing="2.4">
        {logo.descriptor}
      </text>
    </svg>
  );
}

/**
 * "Trusted by" strip of six fictional client wordmarks (logistics, schools, clinics, coffee, manufacturing,
 * a cooperative), monochrome slate-400 at 70 % opacity; 2 columns on phones, 3 on small screens, 6 on large.
 * Used on the landing page.
 */
export function ClientLogos({ label }: { label: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className="grid grid-cols-2 items-center gap-x-8 gap-y-6 text-slate-400 opacity-70 sm:grid-cols-3 lg:grid-cols-6"
    >
      {LOGOS.map((logo) => (
        <Wordmark key={logo.name} logo={logo} />
      ))}
    </div>
  );
}
