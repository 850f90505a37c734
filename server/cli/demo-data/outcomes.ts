import type { LeadStatus } from "../../../app/analytics/dimensions";
import { SERVICE_IDS, type ServiceId } from "../../../app/services/catalog";
import type { StoredEvent } from "../../analytics/ingest/rollup";
import { DAY_MS } from "../../analytics/time";
import { mulberry32 } from "./random";

/** What staff recorded of a demo lead: won with the project's value (IDR), or lost. */
export interface DemoLeadOutcome {
  ref: string;
  status: Exclude<LeadStatus, "open">;
  value: number | null;
  /** The service a won project is for, when its lead named none: staff name it as they record the outcome. */
  service?: ServiceId;
  /** When staff recorded it (epoch milliseconds). */
  at: number;
}

/** What a won project of each service is worth, IDR: from one to the other, in steps of 5 million. */
const PROJECT_VALUES: Record<string, readonly [number, number]> = {
  "web-development": [45_000_000, 250_000_000],
  "mobile-development": [80_000_000, 400_000_000],
  "iot-technology": [120_000_000, 500_000_000],
  "hr-systems": [100_000_000, 350_000_000],
  "custom-software": [150_000_000, 600_000_000],
  "technology-consulting": [45_000_000, 150_000_000],
  "": [45_000_000, 200_000_000],
};

/** FNV-1a of a string: a seed for a lead's own generator. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return value >>> 0;
}

/**
 * What became of a demo lead by `now`, decided by its code (so by the seed that drew it): a lead of the
 * last few days is still open; of older ones about one in five was won and one in three lost, each
 * recorded a few days to three weeks after the hand-over, a won one that named no service with the service its
 * project is for. Null while open.
 */
export function demoLeadOutcome(
  lead: { ref: string; createdAt: number; service?: string },
  now: number,
): DemoLeadOutcome | null {
  const random = mulberry32(hash(lead.ref));
  const age = now - lead.createdAt;
  const settled = age < 3 * DAY_MS ? 0 : age < 10 * DAY_MS ? 0.35 : 0.55;
  const draw = random();
  if (!(draw < settled)) return null;
  const won = draw < settled * 0.4;
  const named = won && !lead.service ? SERVICE_IDS[Math.floor(random() * SERVICE_IDS.length)] : undefined;
  const [low, high] = PROJECT_VALUES[named ?? lead.service ?? ""] ?? [45_000_000, 200_000_000];
  const value = won ? low + Math.round((random() * (high - low)) / 5_000_000) * 5_000_000 : null;
  const at = lead.createdAt + Math.min(age, (1 + random() * 20) * DAY_MS);
  return { ref: lead.ref, status: won ? "won" : "lost", value, ...(named && { service: named }), at: Math.round(at) };
}

/** The outcomes of the leads that `events`' WhatsApp hand-overs made. */
export function demoLeadOutcomes(events: StoredEvent[], now: number): DemoLeadOutcome[] {
  return events.flatMap((event) => {
    if (event.name !== "whatsapp_handover") return [];
    const { ref, service } = JSON.parse(event.properties) as { ref: string; service?: string };
    return demoLeadOutcome({ ref, createdAt: event.occurred_at, service }, now) ?? [];
  });
}
