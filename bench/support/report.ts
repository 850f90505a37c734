import fs from "node:fs";
import type { PageRun } from "./lighthouse";

export interface PageResult {
  page: string;
  median: PageRun;
  /** Largest layout shift seen in any run. */
  worstCls: number;
  /** Lowest and highest total blocking time of the runs. */
  tbtRange: [number, number];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/** The median of each figure over the runs (each figure on its own, so a row need not be one run). */
export function summarize(page: string, runs: PageRun[]): PageResult {
  const of = (key: keyof PageRun) => median(runs.map((run) => run[key]));
  const medianRun: PageRun = {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    jsBytes: of("jsBytes"),
    cssBytes: of("cssBytes"),
    htmlBytes: of("htmlBytes"),
    mediaBytes: of("mediaBytes"),
    requests: of("requests"),
  };
  const tbt = runs.map((run) => run.tbtMs);
  return {
    page,
    median: medianRun,
    worstCls: Math.max(...runs.map((run) => run.cls)),
    tbtRange: [Math.min(...tbt), Math.max(...tbt)],
  };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const signed = (value: number, digits = 0) =>
  (value > 0 ? "+" : value < 0 ? "−" : "±") + Math.abs(value).toFixed(digits);

/** The peer page a page of ours is compared with: the same path when the peer has it, else the peer's first. */
export const peerOf = (page: string, peers: readonly PageResult[]) =>
  peers.find((peer) => withoutTrailingSlash(peer.page) === withoutTrailingSlash(page)) ?? peers[0];

/** "/about/" (a static site's folder URL) and "/about" name the same page. */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);

/**
 * A Markdown table: one row per page, the floor first, then the peer's pages (when one was measured), then
 * each page of ours, with its difference to the floor and to the peer.
 */
export function table(floor: PageResult, pages: PageResult[], peers: PageResult[] = []): string {
  const peerColumns = peers.length > 0 ? ["Δ peer Perf", "Δ peer LCP ms", "Δ peer TBT ms"] : [];
  const columns = [
    "Page",
    "Perf",
    "A11y",
    "BP",
    "SEO",
    "LCP ms",
    "TBT ms (range)",
    "CLS",
    "JS KB",
    "CSS KB",
    "HTML KB",
    "Img+font KB",
    "Requests",
  ];
  const deltas = ["Δ Perf", "Δ LCP ms", "Δ JS KB", ...peerColumns];
  const header = `| ${[...columns, ...deltas].join(" | ")} |`;
  const rule = `|${" --- |".repeat(columns.length + deltas.length)}`;
  const row = ({ page, median: m, worstCls, tbtRange }: PageResult, kind: "floor" | "peer" | "ours") => {
    const peer = kind === "ours" ? peerOf(page, peers) : undefined;
    const d =
      kind === "floor"
        ? ["", "", ""]
        : [
            signed(m.performance - floor.median.performance, 2),
            signed(m.lcpMs - floor.median.lcpMs),
            signed((m.jsBytes - floor.median.jsBytes) / 1000, 1),
          ];
    const dPeer =
      peers.length === 0
        ? []
        : peer
          ? [
              signed(m.performance - peer.median.performance, 2),
              signed(m.lcpMs - peer.median.lcpMs),
              signed(m.tbtMs - peer.median.tbtMs),
            ]
          : ["", "", ""];
    const cells = [
      kind === "floor" ? "framework floor" : kind === "peer" ? `peer \`${page}\`` : `\`${page}\``,
      m.performance.toFixed(2),
      m.accessibility.toFixed(2),
      m.bestPractices.toFixed(2),
      m.seo.toFixed(2),
      m.lcpMs.toFixed(0),
      `${m.tbtMs.toFixed(0)} (${tbtRange[0].toFixed(0)}–${tbtRange[1].toFixed(0)})`,
      worstCls.toFixed(3),
      kb(m.jsBytes),
      kb(m.cssBytes),
      kb(m.htmlBytes),
      kb(m.mediaBytes),
      String(m.requests),
      ...d,
      ...dPeer,
    ];
    return `| ${cells.join(" | ")} |`;
  };
  return [
    header,
    rule,
    row(floor, "floor"),
    ...peers.map((peer) => row(peer, "peer")),
    ...pages.map((page) => row(page, "ours")),
  ].join("\n");
}

export interface Targets {
  minPerformance: number;
  maxLcpMs: number;
  maxBuildS: number;
  /** Decision 019: TBT median and JavaScript loaded before the first interaction (gzip KB) of every public page. */
  maxTbtMs: number;
  maxJsKb: number;
  /** Decision 020: images and fonts of a first load (KB on the wire). */
  maxMediaKb: number;
}

/**
 * The targets; the performance floor relaxes to (floor − 0.02) when the machine keeps the floor below it.
 * With a peer, each page also needs a performance median at least the peer's and a better LCP.
 */
export function missedTargets(
  floor: PageResult,
  pages: PageResult[],
  buildS: number,
  targets: Targets,
  peers: PageResult[] = [],
): string[] {
  const minPerformance = Math.min(targets.minPerformance, floor.median.performance - 0.02);
  const missed: string[] = pages.length === 0 ? ["no page was measured"] : [];
  for (const { page, median: m, worstCls } of pages) {
    // Written as !(ok) so that a missing figure (NaN) counts as missed.
    if (!(m.performance >= minPerformance)) missed.push(`${page}: performance ${m.performance} < ${minPerformance}`);
    for (const [name, value] of [
      ["accessibility", m.accessibility],
      ["best practices", m.bestPractices],
      ["SEO", m.seo],
    ] as const) {
      if (!(value >= 1)) missed.push(`${page}: ${name} ${value} < 1`);
    }
    if (!(worstCls <= 0)) missed.push(`${page}: CLS ${worstCls} > 0`);
    if (!(m.lcpMs <= targets.maxLcpMs)) missed.push(`${page}: LCP ${m.lcpMs.toFixed(0)} ms > ${targets.maxLcpMs} ms`);
    if (!(m.tbtMs <= targets.maxTbtMs)) missed.push(`${page}: TBT ${m.tbtMs.toFixed(0)} ms > ${targets.maxTbtMs} ms`);
    if (!(m.jsBytes / 1000 <= targets.maxJsKb)) {
      missed.push(`${page}: JS ${kb(m.jsBytes)} KB > ${targets.maxJsKb} KB`);
    }
    if (!(m.mediaBytes / 1000 <= targets.maxMediaKb)) {
      missed.push(`${page}: images and fonts ${kb(m.mediaBytes)} KB > ${targets.maxMediaKb} KB`);
    }
    const peer = peerOf(page, peers);
    if (peer && !(m.performance >= peer.median.performance)) {
      missed.push(`${page}: performance ${m.performance} < the peer's ${peer.median.performance}`);
    }
    if (peer && !(m.lcpMs < peer.median.lcpMs)) {
      missed.push(`${page}: LCP ${m.lcpMs.toFixed(0)} ms ≥ the peer's ${peer.median.lcpMs.toFixed(0)} ms`);
    }
  }
  if (!(buildS < targets.maxBuildS)) missed.push(`build ${buildS.toFixed(1)} s > ${targets.maxBuildS} s`);
  return missed;
}

/** Replaces (or appends) the section between `<!-- name -->` and `<!-- /name -->` in a Markdown file. */
export function writeSection(file: string, name: string, body: string) {
  const start = `<!-- ${name} -->`;
  const end = `<!-- /${name} -->`;
  const section = `${start}\n${body.trim()}\n${end}`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Benchmarks\n";
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const next = pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, next);
}
