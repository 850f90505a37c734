import { describe, expect, it } from "vitest";
import { createLogger } from "../config/logger";
import { EventBuffer } from "./buffer";

const logger = createLogger("silent");
const options = { intervalMs: 60_000, flushAt: 3, maxPending: 5 };

describe("EventBuffer", () => {
  it("writes as soon as enough events wait, in one call per flush", async () => {
    const writes: number[][] = [];
    const buffer = new EventBuffer<number>(async (events) => void writes.push(events), logger, options);
    buffer.add([1, 2]);
    expect(writes).toEqual([]);
    buffer.add([3]);
    await expect.poll(() => writes).toEqual([[1, 2, 3]]);
    await buffer.close();
    expect(buffer.stats()).toEqual({ pending: 0, stored: 3, dropped: 0, failedFlushes: 0 });
  });

  it("keeps the events of a failed flush and writes them with the next one", async () => {
    let down = true;
    const stored: number[] = [];
    const buffer = new EventBuffer<number>(
      async (events) => {
        if (down) throw new Error("database unreachable");
        stored.push(...events);
      },
      logger,
      options,
    );
    buffer.add([1, 2, 3]);
    await buffer.flush();
    expect(buffer.stats()).toMatchObject({ pending: 3, failedFlushes: 1 });
    buffer.add([4]);
    down = false;
    await buffer.close();
    expect(stored).toEqual([1, 2, 3, 4]);
    expect(buffer.stats()).toMatchObject({ pending: 0, stored: 4, dropped: 0 });
  });

  it("beyond its bound drops the oldest events and counts them", async () => {
    const buffer = new EventBuffer<number>(
      async () => {
        throw new Error("down");
      },
      logger,
      options,
    );
    buffer.add([1, 2, 3]);
    await buffer.flush();
    buffer.add([4, 5, 6, 7]);
    await buffer.flush();
    expect(buffer.stats()).toMatchObject({ pending: 5, dropped: 2 });
    await buffer.close();
  });

  it("writes on the timer", async () => {
    const stored: number[] = [];
    const buffer = new EventBuffer<number>(async (events) => void stored.push(...events), logger, {
      ...options,
      intervalMs: 20,
    });
    buffer.add([1]);
    await expect.poll(() => stored).toEqual([1]);
    await buffer.close();
  });
});
