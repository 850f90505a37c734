import type { ComponentType } from "react";
import type { ServiceId } from "~/services/catalog";
import { AttendanceMockup } from "./AttendanceMockup";
import { DashboardMockup } from "./DashboardMockup";
import { IntegrationMockup } from "./IntegrationMockup";
import { MobileAppMockup } from "./MobileAppMockup";
import { PayrollMockup } from "./PayrollMockup";
import { RoadmapMockup } from "./RoadmapMockup";

const MOCKUPS: Record<ServiceId, ComponentType<{ label?: string }>> = {
  "mobile-development": MobileAppMockup,
  "web-development": DashboardMockup,
  "iot-technology": AttendanceMockup,
  "hr-systems": PayrollMockup,
  "custom-software": IntegrationMockup,
  "technology-consulting": RoadmapMockup,
};

/**
 * The mockup of one service (service cards and service detail pages): app screens in phones, a dashboard
 * in a browser, an NFC/QR/face attendance flow, a payslip, an integration hub or an architecture roadmap.
 * With `label` the art is `role="img"`; without it, it is decorative (aria-hidden).
 */
export function ServiceVisual({ service, label }: { service: ServiceId; label?: string }) {
  const Mockup = MOCKUPS[service];
  return <Mockup label={label} />;
}
