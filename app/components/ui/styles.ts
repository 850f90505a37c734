/** Shared class lists for the site's buttons and links. */
export const buttonPrimary =
  "inline-flex items-center justify-center gap-2 rounded-full bg-brand-500 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-500/25 transition hover:bg-brand-400";

export const buttonSecondary =
  "inline-flex items-center justify-center gap-2 rounded-full border border-white/15 px-6 py-3 font-semibold text-white transition hover:border-white/40 hover:bg-white/5";

export const container = "mx-auto w-full max-w-6xl px-5 sm:px-8";
