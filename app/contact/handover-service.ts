import { isServiceId, SERVICE_IDS, type ServiceId } from "~/services/catalog";

/**
 * The service a WhatsApp hand-over is about, as a service id (never what the visitor typed):
 * - with a project field, the service whose name (`serviceName`, in the page's language) the field holds,
 *   trimmed and in any case; the name prefilled from `?project=` is such a name;
 * - without one, the service id of `?project=`;
 * - otherwise none.
 */
export function handoverService(
  projectParam: string | null,
  projectField: string | undefined,
  serviceName: (id: ServiceId) => string,
): ServiceId | undefined {
  if (projectField === undefined) return projectParam !== null && isServiceId(projectParam) ? projectParam : undefined;
  const named = projectField.trim().toLowerCase();
  return SERVICE_IDS.find((id) => serviceName(id).trim().toLowerCase() === named);
}
