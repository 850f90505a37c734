/** The drawings a case study can show in its text (`figure.visual`), each one of the site's product mockups. */
export const VISUALS = [
  "attendance",
  "card-gate",
  "payslip",
  "mobile-app",
  "dashboard",
  "integration",
  "roadmap",
  "route",
] as const;

export type Visual = (typeof VISUALS)[number];
