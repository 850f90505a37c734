/** A busy indicator with its words, announced politely to screen readers. */
export function Spinner({ label, lang }: { label: string; lang?: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-12 text-center text-slate-300">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-white/10 border-t-brand-500 motion-reduce:animate-none"
      />
      <span lang={lang}>{label}</span>
    </div>
  );
}
