/** Shared class lists for the site's buttons and links. */
export const buttonPrimary =
  "inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-500/25 transition hover:bg-brand-700";

export const buttonSecondary =
  "inline-flex items-center justify-center gap-2 rounded-full border border-white/15 px-6 py-3 font-semibold text-white transition hover:border-white/40 hover:bg-white/5";

export const container = "mx-auto w-full max-w-6xl px-5 sm:px-8";

/** The staff area's pages: wider, so that the dashboard's eight headline figures share one row on a desktop. */
export const adminContainer = "mx-auto w-full max-w-7xl px-5 sm:px-8";

/** A section's heading (h2) on the landing page and the company pages. */
export const sectionHeading = "text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl";

/**
 * A heading inside such a section (a card's, a part's). Give an h3 `data-display` too: the public pages set h1 and
 * h2 in the display face, and the attribute sets a subheading in it (Latin-script pages only, app.css).
 */
export const subHeading = "text-xl font-bold tracking-tight text-balance text-white sm:text-2xl";

export const buttonLight =
  "inline-flex items-center justify-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-brand-600 shadow-lg shadow-black/20 transition hover:bg-blue-50";

export const field =
  "mt-2 block w-full rounded-2xl border border-white/10 bg-ink-950 px-4 py-3 text-white placeholder:text-slate-400 transition focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40";

export const fieldLabel = "block text-sm font-medium text-slate-200";

/** A field of a dense form (the staff dashboard's): the look of `field`, smaller, with no margin. */
export const fieldCompact =
  "block w-full rounded-xl border border-white/10 bg-ink-950 px-3 py-2 text-sm text-white placeholder:text-slate-400 transition focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40";

/** The buttons of a dense form or list (the staff dashboard's): `buttonPrimary` and `buttonSecondary`, smaller. */
export const buttonPrimarySmall =
  "inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white transition hover:bg-brand-700";

export const buttonSecondarySmall =
  "inline-flex items-center justify-center gap-2 rounded-full border border-white/15 px-4 py-2 text-sm font-semibold text-white transition hover:border-white/40 hover:bg-white/5";

/** An action of the staff page's header: on a phone, its icon over its word, the actions side by side in one row. */
export const headerAction = `${buttonSecondarySmall} max-sm:flex-col max-sm:gap-1 max-sm:rounded-2xl max-sm:px-1 max-sm:py-1.5 max-sm:text-xs`;

/** A button's words on a wide screen only (its icon says it on a phone; the words stay its accessible name). */
export const phoneHidden = "sr-only sm:not-sr-only";

/** A row's small action in a staff list (the staff view's accounts and invitations). */
export const buttonPill =
  "inline-flex items-center gap-1.5 rounded-full border border-white/15 px-3 py-1 text-xs font-semibold text-slate-200 transition hover:border-white/40 hover:text-white aria-disabled:opacity-60";

/**
 * The track and knob of an on/off switch, drawn beside its visually hidden `peer` checkbox (role="switch"),
 * which keeps the keyboard, the label and the state: the staff page's digest and automated-traffic switches.
 */
export const switchTrack =
  "relative h-6 w-11 shrink-0 rounded-full bg-slate-700 transition peer-checked:bg-brand-600 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-400 peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-ink-950 peer-disabled:opacity-50 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:transition peer-checked:after:translate-x-5";
