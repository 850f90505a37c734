import type { ComponentType } from "react";
import { AttendanceMockup, CardGateMockup } from "~/components/visuals/AttendanceMockup";
import { DashboardMockup } from "~/components/visuals/DashboardMockup";
import { IntegrationMockup } from "~/components/visuals/IntegrationMockup";
import { MobileAppMockup } from "~/components/visuals/MobileAppMockup";
import { PayrollMockup } from "~/components/visuals/PayrollMockup";
import { RoadmapMockup } from "~/components/visuals/RoadmapMockup";
import { RouteMockup } from "~/components/visuals/RouteMockup";
import type { Visual } from "~/content/visuals";

const DRAWINGS: Record<Visual, ComponentType<{ label?: string }>> = {
  attendance: AttendanceMockup,
  "card-gate": CardGateMockup,
  payslip: PayrollMockup,
  "mobile-app": MobileAppMockup,
  dashboard: DashboardMockup,
  integration: IntegrationMockup,
  roadmap: RoadmapMockup,
  route: RouteMockup,
};

/**
 * A drawing in a case study's text, with its caption: the caption says what the drawing shows, so the drawing
 * itself is hidden from assistive technology (no name read twice). Inline SVG with its own size: no request,
 * no shift while the page loads.
 */
export function EntryFigure({ visual, caption }: { visual: Visual; caption: string }) {
  const Drawing = DRAWINGS[visual];
  return (
    <figure className="my-12 max-w-2xl">
      <div className="rounded-3xl border border-white/10 bg-ink-900 p-4 sm:p-8">
        <Drawing />
      </div>
      <figcaption className="mt-3 text-sm leading-relaxed text-slate-400">{caption}</figcaption>
    </figure>
  );
}
