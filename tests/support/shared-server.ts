import fs from "node:fs";
import { inject } from "vitest";
import { outputMatching } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server of tests/support/shared-server-setup.ts, absent without a build. */
    sharedServer?: { url: string; logFile: string };
  }
}

/** What a file that only reads gets of the shared server: its address and its output (every file's requests). */
export interface SharedServer {
  url: string;
  output: () => string;
  /** Resolves once the server's output matches (log lines arrive shortly after the response). */
  waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<string>;
}

/**
 * The one built server that the files which only read share (decision 031): a file that changes what a server
 * holds (accounts, leads, settings), reads its database or stops it starts its own with startServer().
 */
export function sharedServer(): SharedServer {
  const shared = inject("sharedServer");
  if (!shared) throw new Error("No shared server: run `npm run build` first");
  const output = () => fs.readFileSync(shared.logFile, "utf8");
  return {
    url: shared.url,
    output,
    waitForOutput: (pattern, timeoutMs) => outputMatching(output, pattern, timeoutMs),
  };
}
