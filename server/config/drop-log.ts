import type { Logger } from "./logger";

const EVERY_MS = 60_000;

/**
 * Counts what the server drops on purpose (events over a limit, refusals left out of the security log)
 * and says so in the log: a warning at the first drop, then at most one a minute with the counts by reason
 * since the last one (and the rest at close), so that a flood shows without flooding the log itself.
 */
export function dropLog(logger: Logger, message: string) {
  let counts: Record<string, number> = {};
  let timer: NodeJS.Timeout | undefined;

  const report = () => {
    if (Object.keys(counts).length > 0) logger.warn({ dropped: counts }, message);
    counts = {};
  };
  const reportNowAndLater = () => {
    report();
    timer = setTimeout(() => {
      timer = undefined;
      if (Object.keys(counts).length > 0) reportNowAndLater();
    }, EVERY_MS);
    timer.unref();
  };

  return {
    count(reason: string, amount = 1): void {
      counts[reason] = (counts[reason] ?? 0) + amount;
      if (!timer) reportNowAndLater();
    },
    close(): void {
      clearTimeout(timer);
      report();
    },
  };
}

export type DropLog = ReturnType<typeof dropLog>;
