import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server's process id. */
  pid: number;
  /** Sends a signal without waiting (stop() waits for the exit). */
  kill: (signal: NodeJS.Signals) => void;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  output: () => string;
  /** Resolves once the server's output matches (log lines arrive shortly after the response). */
  waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<string>;
  /** Stops the server (SIGTERM) and resolves with its exit code; removes its data folder unless kept. */
  stop: (options?: { keepData?: boolean }) => Promise<number | null>;
  removeData: () => void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The settings a test server runs with, in production mode: port 0 (the system gives it a free loopback port when
 * it listens, so two servers started at once never race for one), a data folder of its own (which the caller
 * removes), cheap password hashes, then `overrides`.
 */
export function testServerSettings(overrides: Record<string, string | undefined> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
  const settings: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    PASSWORD_HASH_COST: "test",
    ALLOW_TEST_SETTINGS: "true",
    ...overrides,
  };
  return { dataDir, settings };
}

export const SERVER_ENTRY = path.resolve("build/node/server.js");
/** Tells the test the port its server listens on (tests/support/report-port.mjs). */
const REPORT_PORT = pathToFileURL(path.resolve("tests/support/report-port.mjs")).href;

/** The security settings of docs/PRODUCT.md#security-configuration, as a deployment on PostgreSQL (or with REQUIRE_CONFIG) must give them. */
export const SECURITY_SETTINGS = {
  APP_TITLE: "Nusantara Digital (test)",
  APP_VERSION: "9.9.9-test",
  SECURITY_TOKEN: "test-security-token-0123456789abcdefghij",
  API_SECURITY_KEY: "test-api-security-key-0123456789abcdefghij",
} as const;

/**
 * Starts the built production server on a free port with its own data folder.
 * `entry` is the built server to run: a copy of build/node/server.js beside another build serves that build.
 * Its passwords are hashed at the test cost (PASSWORD_HASH_COST=test, which production takes only with
 * ALLOW_TEST_SETTINGS=true) unless `env` says otherwise, as the accounts that tests/support/staff.ts makes are.
 */
export async function startServer(
  env: Record<string, string> = {},
  entry = SERVER_ENTRY,
  { logFile }: { logFile?: string } = {},
): Promise<RunningServer> {
  if (!fs.existsSync(entry)) throw new Error(`No built server at ${entry}: run \`npm run build\` first`);
  const { dataDir, settings } = testServerSettings(env);
  const child: ChildProcess = spawn(process.execPath, ["--import", REPORT_PORT, entry], {
    env: settings,
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let port: number | undefined;
  child.on("message", (message: { listening?: number }) => {
    port ??= message.listening;
  });
  let output = "";
  // With `logFile`, the output is also written there, for tests in other processes (tests/support/shared-server.ts).
  const log = logFile ? fs.createWriteStream(logFile) : undefined;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on("data", (chunk) => {
      output += chunk;
      log?.write(chunk);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

  // A ceiling for a server that never comes up, not a budget: a busy machine can take long to start one.
  const deadline = Date.now() + 90_000;
  while (port === undefined) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`Server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.channel?.unref();
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    dataDir,
    pid: child.pid ?? 0,
    kill: (signal) => child.kill(signal),
    exited,
    output: () => output,
    waitForOutput: (pattern, timeoutMs) => outputMatching(() => output, pattern, timeoutMs),
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) child.kill("SIGTERM");
      const code = await exited;
      log?.end();
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
    removeData: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Resolves with a server's output once it matches `pattern` (log lines arrive shortly after the response). */
export async function outputMatching(output: () => string, pattern: RegExp, timeoutMs = 5000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (!pattern.test(output())) {
    if (Date.now() > until) throw new Error(`Output never matched ${pattern}:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return output();
}
