import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { inject, type Response } from "light-my-request";
import type { ServerBuild } from "react-router";
import { readEnv } from "../../server/config/env";
import { createLogger } from "../../server/config/logger";
import { readCspHashes } from "../../server/http/csp-hashes";
import { testServerSettings } from "./server";

export interface InjectedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

export interface InProcessServer {
  url: string;
  dataDir: string;
  /** Hands a request to the server's own request listeners, without a socket or the HTTP parser. */
  inject: (request: InjectedRequest) => Promise<Response>;
  /** Shuts the server down as SIGTERM does (in-flight requests, then the database), and removes its data. */
  stop: () => Promise<void>;
}

const BUILD_DIR = path.resolve("build");

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Express gives every response its own prototype, which drops the methods by which light-my-request's
 * response records what is written (only the status and headers would be seen): they are kept as the
 * response's own properties, which a prototype does not override.
 */
const keepInjectedResponse =
  (listener: Listener): Listener =>
  (req, res) => {
    const injected = Object.getPrototypeOf(res) as Record<string, unknown>;
    for (const method of ["setTimeout", "writeHead", "write", "end", "destroy", "addTrailers"]) {
      Object.defineProperty(res, method, { value: injected[method], writable: true, configurable: true });
    }
    listener(req, res);
  };

/**
 * The production server as build/node/server.js starts it (server/start.ts with the built React Router
 * pages, production mode, the prerendered pages' CSP hashes), but in this process, so that a test can
 * send it many thousands of requests without the cost of a socket and of HTTP per request (the fuzzing,
 * decision 030). It also listens on a free port, for the helpers that set up state over HTTP.
 */
export async function startInProcess(settings: Record<string, string> = {}): Promise<InProcessServer> {
  const entry = path.join(BUILD_DIR, "server/index.js");
  if (!fs.existsSync(entry)) throw new Error(`No built pages at ${entry}: run \`npm run build\` first`);
  const { dataDir, settings: testSettings } = testServerSettings(settings);
  const env = readEnv(testSettings);
  // As `npm run serve` runs it, with React's production build, which React picks by NODE_ENV when it is first
  // loaded: by the server's imports below (vitest's NODE_ENV is "test").
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  const { start } = await import("../../server/start");
  // Without exitOnSignals: stop() below shuts the server down, and the test's process goes on.
  const { server, stop } = await start({
    env,
    logger: createLogger(env.LOG_LEVEL),
    build: (await import(/* @vite-ignore */ pathToFileURL(entry).href)) as ServerBuild,
    mode: "production",
    clientDir: path.join(BUILD_DIR, "client"),
    pageHashes: readCspHashes(`${BUILD_DIR}/`),
  });
  if (!server.listening) await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    dataDir,
    inject: (request) =>
      inject(
        keepInjectedResponse((req, res) => server.emit("request", req, res)),
        {
          method: request.method as "GET",
          url: request.path,
          // As fetch sends them to this server (fetch's own user agent gives way to the request's), without
          // asking for compression: the answers' bodies are read as they are.
          headers: {
            host: `127.0.0.1:${port}`,
            accept: "*/*",
            "accept-language": "*",
            "sec-fetch-mode": "cors",
            "user-agent": "node",
            // fetch labels a string body without a type as text.
            ...(typeof request.body === "string" ? { "content-type": "text/plain;charset=UTF-8" } : {}),
            ...request.headers,
          },
          payload: request.body === undefined ? undefined : Buffer.from(request.body),
        },
      ),
    stop: async () => {
      await stop();
      process.env.NODE_ENV = nodeEnv;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
