import { afterEach, describe, expect, it, vi } from "vitest";
import { dropLog } from "./drop-log";
import type { Logger } from "./logger";

describe("the drop log", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("warns at the first drop, then at most once a minute with the counts since, and the rest at close", () => {
    vi.useFakeTimers();
    const warnings: unknown[] = [];
    const logger = { warn: (fields: unknown) => warnings.push(fields) } as unknown as Logger;
    const drops = dropLog(logger, "dropped");
    drops.count("client", 50);
    expect(warnings).toEqual([{ dropped: { client: 50 } }]);
    drops.count("client", 50);
    drops.count("site", 10);
    expect(warnings).toHaveLength(1);
    vi.advanceTimersByTime(60_000);
    expect(warnings.at(-1)).toEqual({ dropped: { client: 50, site: 10 } });
    // A quiet minute ends the reports; the next drop is reported at once again.
    vi.advanceTimersByTime(60_000);
    expect(warnings).toHaveLength(2);
    drops.count("site", 1);
    expect(warnings.at(-1)).toEqual({ dropped: { site: 1 } });
    drops.count("site", 2);
    drops.close();
    expect(warnings.at(-1)).toEqual({ dropped: { site: 2 } });
    expect(warnings).toHaveLength(4);
  });
});
