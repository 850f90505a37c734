export interface ToastMessage {
  title: string;
  text: string;
}

/**
 * A polite status message in the corner of the screen. The live region is
 * always in the document so that screen readers announce what appears in it.
 */
export function Toast({ message }: { message: ToastMessage | null }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6"
    >
      {message && (
        <div className="w-full max-w-sm rounded-2xl border border-white/10 bg-ink-800 p-4 shadow-2xl shadow-black/60 motion-safe:animate-[toast-in_0.3s_ease-out]">
          <p className="font-semibold text-white">{message.title}</p>
          <p className="mt-1 text-sm text-slate-400">{message.text}</p>
        </div>
      )}
    </div>
  );
}
