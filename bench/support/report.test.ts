import { describe, expect, it } from "vitest";
import type { PageRun } from "./lighthouse";
import { missedTargets, peerOf, summarize, table } from "./report";

const TARGETS = { minPerformance: 0.98, maxLcpMs: 1500, maxBuildS: 90, maxTbtMs: 50, maxJsKb: 60, maxMediaKb: 150 };

const run = (figures: Partial<PageRun>): PageRun => ({
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 900,
  tbtMs: 20,
  cls: 0,
  jsBytes: 40_000,
  cssBytes: 7_000,
  htmlBytes: 20_000,
  mediaBytes: 0,
  requests: 5,
  ...figures,
});

describe("the page benchmark's report", () => {
  const floor = summarize("floor", [run({})]);
  const peers = [summarize("/", [run({ performance: 0.99, lcpMs: 1800, tbtMs: 18 })])];

  it("meets the targets only with a TBT, JavaScript, images and fonts and, against a peer, performance and LCP that hold", () => {
    const good = summarize("/", [run({ tbtMs: 10 }), run({ tbtMs: 40 }), run({ tbtMs: 30 })]);
    expect(good.tbtRange).toEqual([10, 40]);
    expect(missedTargets(floor, [good], 10, TARGETS, peers)).toEqual([]);

    const heavy = summarize("/about", [
      run({ performance: 0.97, tbtMs: 193, jsBytes: 146_000, lcpMs: 1041, mediaBytes: 310_000 }),
    ]);
    expect(missedTargets(floor, [heavy], 10, TARGETS, peers)).toEqual([
      "/about: performance 0.97 < 0.98",
      "/about: TBT 193 ms > 50 ms",
      "/about: JS 146.0 KB > 60 KB",
      "/about: images and fonts 310.0 KB > 150 KB",
      "/about: performance 0.97 < the peer's 0.99",
    ]);
    const slow = summarize("/", [run({ lcpMs: 1900 })]);
    expect(missedTargets(floor, [slow], 10, { ...TARGETS, maxLcpMs: 2000 }, peers)).toEqual([
      "/: LCP 1900 ms ≥ the peer's 1800 ms",
    ]);
  });

  it("shows the peer's rows and each page's difference to the peer", () => {
    const page = summarize("/", [run({ performance: 0.97, lcpMs: 1000, tbtMs: 193 })]);
    const lines = table(floor, [page], peers).split("\n");
    expect(lines[0]).toContain("Δ peer TBT ms");
    expect(lines[3]).toMatch(/^\| peer `\/` \| 0\.99 /);
    expect(lines[4]?.split(" | ").slice(-3)).toEqual(["−0.02", "−800", "+175 |"]);
    expect(table(floor, [page])).not.toContain("peer");
  });

  it("compares a page with the peer's page of the same path, a folder URL included, else the peer's first", () => {
    const about = summarize("/about/", [run({})]);
    expect(peerOf("/about", [...peers, about])).toBe(about);
    expect(peerOf("/contact", [...peers, about])).toBe(peers[0]);
  });
});
