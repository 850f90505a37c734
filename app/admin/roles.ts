/**
 * What a staff account may do (docs/decisions/023): an `admin` manages staff and records what became of
 * leads; a `viewer` reads the dashboard. The server refuses what a role may not do; the staff page only
 * hides it.
 */
export const STAFF_ROLES = ["admin", "viewer"] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(value);
