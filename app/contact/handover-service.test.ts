import { describe, expect, it } from "vitest";
import common from "~/i18n/messages/id/common.json";
import type { ServiceId } from "~/services/catalog";
import { handoverService } from "./handover-service";

/** The services' names on an Indonesian page. */
const name = (id: ServiceId) => common[`service.${id}`];

describe("the service of a hand-over", () => {
  it("is the ?project= service while the project field still holds its prefilled name", () => {
    expect(handoverService("hr-systems", name("hr-systems"), name)).toBe("hr-systems");
  });

  it("is the service the project field names, trimmed and in any case, ?project= or not", () => {
    expect(handoverService(null, "  konsultasi TEKNOLOGI ", name)).toBe("technology-consulting");
    expect(handoverService("hr-systems", "web DAN SISTEM informasi", name)).toBe("web-development");
  });

  it("is none when the project field names no service, even if the page was opened for one", () => {
    expect(handoverService("hr-systems", "Sistem Manajemen SDM untuk 50 karyawan", name)).toBeUndefined();
    expect(handoverService("hr-systems", "", name)).toBeUndefined();
    expect(handoverService(null, "web-development", name)).toBeUndefined();
  });

  it("is the ?project= service of a form without a project field, if that is a service id", () => {
    expect(handoverService("iot-technology", undefined, name)).toBe("iot-technology");
    expect(handoverService("iot-integration", undefined, name)).toBeUndefined();
    expect(handoverService("<script>", undefined, name)).toBeUndefined();
    expect(handoverService(null, undefined, name)).toBeUndefined();
  });
});
