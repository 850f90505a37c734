import { Cpu, Globe, Lightbulb, type LucideIcon, Puzzle, Smartphone, Users } from "lucide-react";
import type { ServiceId } from "./catalog";

export const SERVICE_ICONS: Record<ServiceId, LucideIcon> = {
  "mobile-development": Smartphone,
  "web-development": Globe,
  "iot-technology": Cpu,
  "hr-systems": Users,
  "custom-software": Puzzle,
  "technology-consulting": Lightbulb,
};
