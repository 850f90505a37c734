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

/** Older ids whose paths answer with a permanent redirect to the canonical page (app/routing/pages.ts). */
export const SERVICE_ALIASES: ReadonlyMap<string, ServiceId> = new Map([
  ["iot-integration", "iot-technology"],
  ["hr-management", "hr-systems"],
  ["system-integration", "custom-software"],
]);

export function isServiceId(value: string): value is ServiceId {
  return (SERVICE_IDS as readonly string[]).includes(value);
}

export function servicePath(id: string): string {
  return `/services/${id}`;
}

/** The Technologies panel of each service page (product names, the same in every language). */
export const SERVICE_TECHNOLOGIES: Record<ServiceId, readonly string[]> = {
  "mobile-development": ["Flutter", "Kotlin", "Swift", "React Native", "Firebase"],
  "web-development": ["React", "Next.js", "Laravel", "Node.js", "PostgreSQL"],
  "iot-technology": ["NFC", "QR code", "MQTT", "ESP32", "TensorFlow Lite"],
  "hr-systems": ["Laravel", "React", "PostgreSQL", "Flutter", "Redis"],
  "custom-software": ["Go", "Node.js", "REST & GraphQL", "RabbitMQ", "Docker"],
  "technology-consulting": ["AWS", "Google Cloud", "Kubernetes", "Terraform", "OWASP ASVS"],
};

/** A first release's usual span, in weeks, and budget, in rupiah: the ranges each service page states. */
export interface ServicePlan {
  weeks: readonly [number, number];
  budgetIdr: readonly [number, number];
}

export const SERVICE_PLANS: Record<ServiceId, ServicePlan> = {
  "mobile-development": { weeks: [10, 20], budgetIdr: [150_000_000, 600_000_000] },
  "web-development": { weeks: [6, 16], budgetIdr: [60_000_000, 400_000_000] },
  "iot-technology": { weeks: [8, 16], budgetIdr: [120_000_000, 750_000_000] },
  "hr-systems": { weeks: [8, 14], budgetIdr: [100_000_000, 450_000_000] },
  "custom-software": { weeks: [8, 24], budgetIdr: [150_000_000, 900_000_000] },
  "technology-consulting": { weeks: [2, 6], budgetIdr: [25_000_000, 150_000_000] },
};
