/**
 * Funnels: steps a visit reaches in order, shared by the server that stores and counts them and the dashboard
 * that draws and edits them (docs/ANALYTICS.md, "Funnels").
 */

/** The contact form's stages a funnel step can name: seen, a field started, the message started. */
export const FORM_STAGES = ["seen", "started", "message"] as const;
export type FormStage = (typeof FORM_STAGES)[number];

/** One step: a page viewed (a path or pattern as a page goal's), a goal reached (by name), a stage of the form. */
export type FunnelStepDefinition =
  | { kind: "page"; path: string }
  | { kind: "goal"; goal: string }
  | { kind: "form"; stage: FormStage };

export const FUNNEL_STEP_KINDS = ["page", "goal", "form"] as const satisfies readonly FunnelStepDefinition["kind"][];

export interface Funnel {
  id: string;
  name: string;
  steps: FunnelStepDefinition[];
}

/** The built-in contact funnel, as migration 0023 made it: shown in the staff member's language until renamed. */
export const CONTACT_FUNNEL = { id: "contact", name: "Contact form" } as const;

/** Steps a funnel has at least and at most. */
export const MIN_FUNNEL_STEPS = 2;
export const MAX_FUNNEL_STEPS = 8;
/** Funnels admins may define at most. */
export const MAX_FUNNELS = 20;

/** A step of a funnel report: the visitors who reached it (and every step before it, in that order). */
export interface FunnelStepFigures {
  /** The step's name: its path, its goal's name, or its form stage (`form:seen`...). */
  name: string;
  step: FunnelStepDefinition;
  visitors: number;
  /** Percent of the first step's visitors who got this far. */
  conversionRate: number;
  /** Visitors of the step before who did not reach this one (0 for the first step). */
  dropOff: number;
  /** dropOff in percent of the step before's visitors. */
  dropOffRate: number;
}

/** GET /api/analytics/funnel: a funnel over a view, and over the range it is compared with. */
export interface FunnelReport {
  id: string;
  name: string;
  from: string;
  to: string;
  steps: FunnelStepFigures[];
  /** `until`: the compared range's last day counts up to this moment (a view that ends today; the summary's). */
  compared: { from: string; to: string; until?: string; steps: FunnelStepFigures[] } | null;
}
