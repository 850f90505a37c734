import { z } from "zod";
import type { ApiIssue } from "../../app/api-error";
import { issuesOf } from "../http/api-error";

/** What a report becomes in the security log. */
export interface LoggedReport {
  type: "csp.violation" | `client.${string}`;
  details: Record<string, unknown>;
}

/** The client security event of docs/PRODUCT.md#security-log (application/json, with the body's SHA-256 in X-Security-Checksum). */
const clientEvent = z
  .object({
    type: z.string().regex(/^[a-z][a-z0-9_.-]{0,63}$/, "a lower-case name of at most 64 characters"),
    details: z.record(z.string().max(64), z.unknown()).default({}),
    timestamp: z.union([z.string().max(40), z.number().finite()]),
    userAgent: z.string().max(512).optional(),
    url: z.string().max(2048).optional(),
  })
  .strict();

const text = (max: number) => z.string().max(max).optional();
const line = z.number().int().nonnegative().optional();

/** A violation in the format of report-uri (application/csp-report). */
const cspReport = z.object({
  "csp-report": z.object({
    "document-uri": text(2048),
    "effective-directive": text(64),
    "violated-directive": text(256),
    "blocked-uri": text(2048),
    "source-file": text(2048),
    "line-number": line,
    disposition: text(16),
    "script-sample": text(256),
  }),
});

/** Violations in the format of the Reporting API (application/reports+json); other report types are ignored. */
const reportingApi = z
  .array(
    z.object({
      type: z.string().max(64),
      url: text(2048),
      body: z
        .object({
          documentURL: text(2048),
          effectiveDirective: text(64),
          blockedURL: text(2048),
          sourceFile: text(2048),
          lineNumber: line,
          disposition: text(16),
          sample: text(256),
        })
        .optional(),
    }),
  )
  .max(20);

export type ParsedReports = { ok: true; reports: LoggedReport[] } | { ok: false; issues: ApiIssue[] };

/** The first few problems: a report is small, and a hostile one need not fill the answer. */
const problems = (error: z.ZodError) => issuesOf(error).slice(0, 5);

/** Reads a POST /api/security/log body of the given media type into what the log stores. */
export function parseReports(mediaType: string, body: unknown): ParsedReports {
  if (mediaType === "application/csp-report") {
    const parsed = cspReport.safeParse(body);
    if (!parsed.success) return { ok: false, issues: problems(parsed.error) };
    const report = parsed.data["csp-report"];
    return {
      ok: true,
      reports: [
        {
          type: "csp.violation" as const,
          details: {
            document: report["document-uri"],
            directive: report["effective-directive"] ?? report["violated-directive"],
            blocked: report["blocked-uri"],
            source: report["source-file"],
            line: report["line-number"],
            disposition: report.disposition,
            sample: report["script-sample"],
          },
        },
      ],
    };
  }
  if (mediaType === "application/reports+json") {
    const parsed = reportingApi.safeParse(body);
    if (!parsed.success) return { ok: false, issues: problems(parsed.error) };
    return {
      ok: true,
      reports: parsed.data
        .filter((report) => report.type === "csp-violation" && report.body)
        .map(({ url, body: report }) => ({
          type: "csp.violation" as const,
          details: {
            document: report?.documentURL ?? url,
            directive: report?.effectiveDirective,
            blocked: report?.blockedURL,
            source: report?.sourceFile,
            line: report?.lineNumber,
            disposition: report?.disposition,
            sample: report?.sample,
          },
        })),
    };
  }
  const parsed = clientEvent.safeParse(body);
  if (!parsed.success) return { ok: false, issues: problems(parsed.error) };
  const { type, details, timestamp, userAgent, url } = parsed.data;
  return {
    ok: true,
    reports: [{ type: `client.${type}` as const, details: { ...details, reportedAt: timestamp, userAgent, url } }],
  };
}
