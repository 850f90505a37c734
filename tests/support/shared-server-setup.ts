import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { SERVER_ENTRY, startServer } from "./server";

/**
 * The `built` project's global setup (vitest.config.ts): one built server for the files that only read from it
 * (decision 031), started before the first file and stopped after the last. Without a build it starts nothing,
 * and a file that asks for it says to build first (tests/docs/ need no build).
 */
export default async function startSharedServer(project: TestProject) {
  if (!fs.existsSync(SERVER_ENTRY)) return;
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "site-shared-log-")), "server.log");
  const server = await startServer({}, SERVER_ENTRY, { logFile });
  project.provide("sharedServer", { url: server.url, logFile });
  return async () => {
    await server.stop();
    fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
  };
}
