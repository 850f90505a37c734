import { describe, expect, it } from "vitest";
import { createLogger } from "../../config/logger";
import { EventBuffer, EventsNotStored } from "./buffer";

const logger = createLogger("silent");
const options = { maxBatch: 100, maxPending: 10, maxWaitMs: 60_000, retryMs: 5 };

/** A write that stays open until the test lets it finish. */
function gatedWrite() {
  const writes: number[][] = [];
  const gates: (() => void)[] = [];
  const write = (events: number[]) => {
    writes.push(events);
    return new Promise<void>((resolve) => gates.push(resolve));
  };
  const release = async () => {
    await expect.poll(() => gates.length).toBeGreaterThan(0);
    gates.shift()?.();
  };
  return { writes, write, release };
}

describe("EventBuffer (group commit)", () => {
  it("answers an add only once its events are written, and writes the adds of one moment together", async () => {
    const { writes, write, release } = gatedWrite();
    const buffer = new EventBuffer<number>(write, logger, options);
    let stored = false;
    const first = buffer.add([1, 2]).then(() => {
      stored = true;
    });
    const second = buffer.add([3]);
    await expect.poll(() => writes).toEqual([[1, 2, 3]]);
    expect(stored).toBe(false);
    await release();
    await Promise.all([first, second]);
    expect(buffer.stats()).toEqual({ pending: 0, stored: 3, refused: 0, failedFlushes: 0 });
  });

  it("writes what arrives during a write in the next one, right after it", async () => {
    const { writes, write, release } = gatedWrite();
    const buffer = new EventBuffer<number>(write, logger, options);
    const first = buffer.add([1]);
    await expect.poll(() => writes.length).toBe(1);
    const later = [buffer.add([2]), buffer.add([3, 4])];
    await release();
    await first;
    await expect.poll(() => writes).toEqual([[1], [2, 3, 4]]);
    await release();
    await Promise.all(later);
  });

  it("never puts more than maxBatch events in one write, nor splits one add", async () => {
    const writes: number[][] = [];
    const buffer = new EventBuffer<number>(async (events) => void writes.push(events), logger, {
      ...options,
      maxBatch: 3,
    });
    await Promise.all([buffer.add([1, 2]), buffer.add([3, 4]), buffer.add([5])]);
    expect(writes).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it("retries a failed write while its callers wait, and answers them once it succeeds", async () => {
    let failuresLeft = 2;
    const stored: number[] = [];
    const buffer = new EventBuffer<number>(
      async (events) => {
        if (failuresLeft-- > 0) throw new Error("database unreachable");
        stored.push(...events);
      },
      logger,
      options,
    );
    await Promise.all([buffer.add([1, 2]), buffer.add([3])]);
    expect(stored).toEqual([1, 2, 3]);
    expect(buffer.stats()).toEqual({ pending: 0, stored: 3, refused: 0, failedFlushes: 2 });
  });

  it("refuses an add at once when maxPending events already wait", async () => {
    const { writes, write, release } = gatedWrite();
    const buffer = new EventBuffer<number>(write, logger, { ...options, maxPending: 3 });
    const inWrite = buffer.add([1, 2, 3]);
    // Once those are in a write, three more may wait.
    await expect.poll(() => writes.length).toBe(1);
    const waiting = buffer.add([4, 5, 6]);
    await expect(buffer.add([7])).rejects.toBeInstanceOf(EventsNotStored);
    expect(buffer.stats()).toMatchObject({ pending: 3, refused: 1 });
    await release();
    await release();
    await Promise.all([inWrite, waiting]);
  });

  it("refuses the adds that wait longer than maxWaitMs, and never writes their events", async () => {
    let down = true;
    const stored: number[] = [];
    const buffer = new EventBuffer<number>(
      async (events) => {
        if (down) throw new Error("database unreachable");
        stored.push(...events);
      },
      logger,
      { ...options, maxWaitMs: 30 },
    );
    await expect(buffer.add([1, 2])).rejects.toBeInstanceOf(EventsNotStored);
    down = false;
    await buffer.add([3]);
    expect(stored).toEqual([3]);
    expect(buffer.stats()).toMatchObject({ pending: 0, stored: 1, refused: 2 });
  });

  it("close() resolves once everything added before is written", async () => {
    const { writes, write, release } = gatedWrite();
    const buffer = new EventBuffer<number>(write, logger, options);
    void buffer.add([1]);
    let closed = false;
    const closing = buffer.close().then(() => {
      closed = true;
    });
    await expect.poll(() => writes.length).toBe(1);
    expect(closed).toBe(false);
    await release();
    await closing;
    expect(buffer.stats()).toMatchObject({ pending: 0, stored: 1 });
  });
});
