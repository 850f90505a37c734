import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SECURITY_EVENT_TYPES } from "./event-types";

describe("security event types", () => {
  it("each have a name for people in the staff page's catalogue (the other languages follow it)", () => {
    const messages = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, "../i18n/messages/en/admin.json"), "utf8"),
    ) as Record<string, string>;
    const unnamed = SECURITY_EVENT_TYPES.filter((type) => !messages[`admin.securityEvent.${type}`]);
    expect(unnamed).toEqual([]);
  });
});
