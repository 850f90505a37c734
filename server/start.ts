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

/** A server that start() made, and how to shut it down. */
export interface Running {
  server: Server;
  /**
   * Shuts down as SIGTERM does (closeGracefully), without ending the process: resolves once the database is
   * closed, rejects when requests did not finish within SHUTDOWN_TIMEOUT_S. Later calls share the first's end.
   */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/**
 * How a server stops: stop listening, answer every request already received or still arriving on an open
 * connection (those arriving now with "Connection: close"), close connections as they fall idle (checked
 * every 100 ms, so keep-alive clients cannot hold the process open), then write what waits. Logs
 * how many requests were in flight and whether any went unanswered. (bench:load measured this against
 * waiting for idle connections to time out: fewer requests met a closed connection.)
 */
function closeGracefully(
  server: Server,
  onClosed: () => Promise<void>,
  logger: Logger,
  timeoutS: number,
): Running["stop"] {
  let stopping: Promise<void> | undefined;
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
    if (stopping) {
      received++;
      res.setHeader("Connection", "close");
    }
  });
  const stop = (signal?: NodeJS.Signals) =>
    new Promise<void>((resolve, reject) => {
      logger.info({ signal }, "shutting down");
      const force = setTimeout(() => {
        logger.error({ inFlight: active.size }, "requests did not finish in time");
        reject(new Error("requests did not finish in time"));
      }, timeoutS * 1000);
      force.unref();
      const inFlight = active.size;
      const abortedBefore = aborted;
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      server.close(async () => {
        clearInterval(idle);
        logger.info({ inFlight, received, unanswered: aborted - abortedBefore }, "requests in flight at shutdown");
        try {
          await onClosed();
          logger.info("stopped");
          resolve();
        } catch (error) {
          logger.error({ err: error }, "closing the data failed");
          reject(error);
        } finally {
          clearTimeout(force);
        }
      });
    });
  return (signal) => {
    stopping ??= stop(signal);
    return stopping;
  };
}

/** Ends the process on SIGTERM or SIGINT once the server has stopped: 0, or 1 when it could not stop in time. */
export function exitOnSignals({ stop }: Running) {
  const onSignal = (signal: NodeJS.Signals) =>
    stop(signal).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}

/** Opens and migrates the database, then serves the site until stopped (exitOnSignals: on SIGTERM/SIGINT). */
export async function start({ env, logger, mode, demoAccount, ...app }: StartOptions): Promise<Running> {
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
  return { server, stop: closeGracefully(server, closeData, logger, env.SHUTDOWN_TIMEOUT_S) };
}
