import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * What a test file of each kind takes on the idle 2-core machine, in seconds, for a file vitest has not timed
 * yet (a fresh clone, as CI runs it): the first match counts, a unit test file takes about one.
 */
const ESTIMATES: [where: RegExp, seconds: number][] = [
  [/^tests\/fuzz\/.*\.test\.ts$/, 80],
  [/^tests\/deploy\//, 40],
  [/^tests\/browser\//, 20],
  [/^tests\//, 5],
];

/**
 * Runs the longest test files first, across both projects (decision 031). vitest's own order runs the
 * projects one after the other and, for files it has not timed, the larger files first: on a fresh clone the
 * fuzzing's four small files started after six minutes and left one worker idle at the end. Longest first,
 * the short files fill in beside the long ones. Files vitest has timed before keep their measured time.
 */
export default class HeaviestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) => {
      const path = relative(this.ctx.config.root, file.moduleId);
      const timed = this.ctx.cache.getFileTestResults(`${file.project.name}:${path}`);
      if (timed) return timed.duration / 1000;
      return ESTIMATES.find(([where]) => where.test(path))?.[1] ?? 1;
    };
    return files
      .map((file) => ({ file, seconds: seconds(file) }))
      .sort((a, b) => b.seconds - a.seconds)
      .map(({ file }) => file);
  }
}
