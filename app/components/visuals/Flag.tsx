import { useId } from "react";

type Locale = "en" | "id" | "ja" | "ko" | "zh";

/** Five-pointed star of radius 1 pointing up (for the Chinese flag). */
const STAR = "M0-1 .588.809-.951-.309H.951L-.588.809z";

/** Korean flag: taegeuk and trigrams in a 72 × 48 frame centred on 0, before scaling to the 30 × 20 box. */
function Korea() {
  return (
    <g transform="translate(15 10) scale(.41667)">
      <g transform="rotate(-56.31)">
        <circle r="12" fill="#cd2e3a" />
        <path d="M0-12a6 6 0 0 0 0 12 6 6 0 0 1 0 12 12 12 0 0 1 0-24z" fill="#0047a0" />
        <path
          d="M-6-25H6M-6-22H6M-6-19H6M-6 19h5.5m1 0H6M-6 22h5.5m1 0H6M-6 25h5.5m1 0H6"
          stroke="#000"
          strokeWidth="2"
        />
      </g>
      <g transform="rotate(56.31)">
        <path
          d="M-6-25h5.5m1 0H6M-6-22H6M-6-19h5.5m1 0H6M-6 19H6M-6 22h5.5m1 0H6M-6 25H6"
          stroke="#000"
          strokeWidth="2"
        />
      </g>
    </g>
  );
}

/**
 * Small 3:2 flag of a site language with 2px-style rounded corners, decorative (aria-hidden): United
 * Kingdom (en), Indonesia (id), Japan (ja), South Korea (ko), China (zh). Used by the language selector.
 */
export function Flag({ locale, className = "h-4 w-6 shrink-0" }: { locale: Locale; className?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 30 20" width="24" height="16" className={className} aria-hidden="true">
      {locale === "en" ? (
        <>
          <clipPath id={`${id}r`}>
            <rect width="30" height="20" rx="2.5" />
          </clipPath>
          <clipPath id={`${id}t`}>
            <path d="M15 10h15v10zv10H0zH0V0zV0h15z" />
          </clipPath>
          <g clipPath={`url(#${id}r)`}>
            <path d="M0 0h30v20H0z" fill="#012169" />
            <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
            <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="2.6" clipPath={`url(#${id}t)`} />
            <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6.7" />
            <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="4" />
          </g>
        </>
      ) : locale === "id" ? (
        <>
          <rect width="30" height="20" rx="2.5" fill="#fff" />
          <path d="M0 10V2.5A2.5 2.5 0 0 1 2.5 0h25A2.5 2.5 0 0 1 30 2.5V10z" fill="#ce1126" />
        </>
      ) : locale === "zh" ? (
        <>
          <rect width="30" height="20" rx="2.5" fill="#ee1c25" />
          <g fill="#ffde00">
            <path d={STAR} transform="translate(5 5) scale(3)" />
            <path d={STAR} transform="translate(10 2) rotate(23.04)" />
            <path d={STAR} transform="translate(12 4) rotate(45.87)" />
            <path d={STAR} transform="translate(12 7) rotate(69.94)" />
            <path d={STAR} transform="translate(10 9) rotate(20.66)" />
          </g>
        </>
      ) : (
        <>
          <rect width="30" height="20" rx="2.5" fill="#fff" />
          {locale === "ja" ? <circle cx="15" cy="10" r="6" fill="#bc002d" /> : <Korea />}
        </>
      )}
    </svg>
  );
}
