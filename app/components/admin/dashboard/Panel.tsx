import type { ReactNode } from "react";

/**
 * One titled card of the dashboard; `action` sits beside the title (a switch between views, say). Its content
 * fills the card's height, so a card stretched to its row's can keep its last lines at the bottom.
 */
export function Panel({
  title,
  children,
  className = "",
  action,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  return (
    <section className={`flex min-w-0 flex-col rounded-3xl border border-white/10 bg-ink-900 p-4 sm:p-6 ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 className="text-base font-semibold text-white">{title}</h2>
        {action}
      </div>
      <div className="mt-4 flex flex-1 flex-col">{children}</div>
    </section>
  );
}
