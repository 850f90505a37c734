import { useEffect, useRef } from "react";
import { useLocale } from "~/i18n/context";

/** New recovery codes, shown this once: focused, so that a screen reader reads them out first. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const { t } = useLocale();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      className="mt-3 rounded-2xl border border-amber-400/30 bg-amber-500/10 p-4 outline-none"
      data-recovery-codes
    >
      <p className="text-sm text-amber-100">{t("admin.security.recovery.shownOnce")}</p>
      <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm text-white sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}
