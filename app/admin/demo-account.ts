/**
 * The development-only demo account (docs/PRODUCT.md#staff-area): the development server creates it and the staff page's
 * banner shows it. Only development code imports this module, so no production bundle contains it, and a
 * production server removes the account from the database at start.
 */
export const DEMO_ACCOUNT = {
  email: "demo@nusantaradigital.co.id",
  password: "demo-dashboard-2026",
  displayName: "Demo Staff",
} as const;
