import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { DEFAULT_LOCALE, SITE_URL } from "../app/config/build";
import { type AppOptions, createApp } from "./app";
import { backgroundWork } from "./background";
import type { Env } from "./config/env";
import type { Logger } from "./config/logger";
import { tightenDataDir } from "./db/data-dir";
import { createServices, type ServiceOptions } from "./services";

type StartOptions = Pick<AppOptions, "build" | "clientDir" | "pageHashes" | "devMiddleware"> & ServiceOptions;

/** Settings that work but are likely mistakes, said at start; a data directory open to others is tightened. */
function checkSettings(env: Env, mode: ServiceOptions["mode"], logger: Logger) {
  if (env.TRUST_PROXY === true && mode === "production") {
    logger.warn("TRUST_PROXY=true believes any client's X-Forwarded-For; set the number of proxy hops instead");
  }
  if (env.PASSWORD_HASH_COST === "test") {
    logger.warn("PASSWORD_HASH_COST=test: password hashes are cheap to crack; a setting for the test suite only");
  }
  for (const change of tightenDataDir(env.DATA_DIR)) {
    logger.warn(
      change,
      change.error
        ? "DATA_DIR is open to other users and could not be tightened"
        : "DATA_DIR was open to other users: tightened",
    );
  }
  if (env.CDN_COUNTRY_HEADER && !env.TRUST_PROXY) {
    logger.warn("CDN_COUNTRY_HEADER is believed only behind a trusted proxy, and TRUST_PROXY trusts none");
  }
}

/**
 * On SIGTERM/SIGINT: stop listening, answer every request already received or still arriving on an open
 * connection (those arriving now with "Connection: close"), close connections as they fall idle (checked
 * every 100 ms, so keep-alive clients cannot hold the process open), then write what waits and exit. Logs
 * how many requests were in flight and whether any went unanswered. (bench:load measured this against
 * waiting for idle connections to time out: fewer requests met a closed connection.)
 */
function closeGracefully(server: Server, onClosed: () => Promise<void>, logger: Logger, timeoutS: number) {
  let closing = false;
  const active = new Set<ServerResponse>();
  let aborted = 0;
  let received = 0;
  // Runs before the app for every request, so that it can still change how the answer ends.
  server.prependListener("request", (_req: IncomingMessage, res: ServerResponse) => {
    active.add(res);
    res.on("close", () => {
      active.delete(res);
      if (!res.writableFinished) aborted++;
    });
    if (closing) {
      received++;
      res.setHeader("Connection", "close");
    }
  });
  return (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error({ inFlight: active.size }, "requests did not finish in time; exiting");
      process.exit(1);
    }, timeoutS * 1000);
    force.unref();
    const inFlight = active.size;
    const abortedBefore = aborted;
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    server.close(async () => {
      clearInterval(idle);
      logger.info({ inFlight, received, unanswered: aborted - abortedBefore }, "requests in flight at shutdown");
      await onClosed();
      logger.info("stopped");
      process.exit(0);
    });
  };
}

/** Opens and migrates the database, then serves the site until SIGTERM/SIGINT. */
export async function start({ env, logger, mode, demoAccount, ...app }: StartOptions): Promise<Server> {
  checkSettings(env, mode, logger);
  const services = await createServices({ env, logger, mode, demoAccount });
  const background = backgroundWork(services);

  const server = createApp({ services, trustProxy: env.TRUST_PROXY, ...app }).listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info({ port, host: env.HOST, siteUrl: SITE_URL, defaultLocale: DEFAULT_LOCALE, mode }, "listening");
    background.listening();
  });
  server.on("error", (error) => {
    logger.fatal({ err: error }, "server error");
    process.exit(1);
  });

  // In-flight requests finish first (an events request once its events are stored), then the database closes.
  const closeData = async () => {
    await background.stop();
    await services.close();
  };
  const shutdown = closeGracefully(server, closeData, logger, env.SHUTDOWN_TIMEOUT_S);
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
  return server;
}
