import type { ReactNode } from "react";
import { Phrases } from "~/i18n/Phrases";
import { container } from "./styles";

/** The heading block at the top of every inner page. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="relative overflow-hidden border-b border-white/5 bg-gradient-to-b from-brand-500/10 to-transparent">
      <div className={`${container} py-16 sm:py-24`}>
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-white sm:text-5xl">
          <Phrases text={title} />
        </h1>
        {children && <div className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-300">{children}</div>}
      </div>
    </div>
  );
}
