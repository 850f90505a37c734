import type { ReactNode } from "react";

/** One titled card of the dashboard. */
export function Panel({ title, children, className = "" }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-3xl border border-white/10 bg-ink-900 p-5 sm:p-6 ${className}`}>
      <h2 className="text-base font-semibold text-white">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
