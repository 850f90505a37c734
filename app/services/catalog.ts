/** Canonical service ids (the detail table of the spec). */
export const SERVICE_IDS = [
  "mobile-development",
  "web-development",
  "iot-technology",
  "hr-systems",
  "custom-software",
  "technology-consulting",
] as const;

export type ServiceId = (typeof SERVICE_IDS)[number];

/** Older paths that answer with a permanent redirect to the canonical page. */
export const SERVICE_ALIASES: Readonly<Record<string, ServiceId>> = {
  "iot-integration": "iot-technology",
  "hr-management": "hr-systems",
  "system-integration": "custom-software",
};

export function isServiceId(value: string): value is ServiceId {
  return (SERVICE_IDS as readonly string[]).includes(value);
}

export function servicePath(id: ServiceId): string {
  return `/services/${id}`;
}
