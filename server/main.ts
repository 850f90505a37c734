import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { DEFAULT_LOCALE, SITE_URL } from "../app/config/build";
import { createApp } from "./app";
import { type Env, readEnv } from "./config/env";
import { createLogger, type Logger } from "./config/logger";
import { migrate, openDatabase } from "./db/database";

const BUILD_DIR = fileURLToPath(new URL("..", import.meta.url));

/** Prerendered pages carry SITE_URL and the URL scheme; serving them under other settings would be wrong. */
function checkBuildSettings(env: Env) {
  const mismatches = [
    process.env.SITE_URL && env.SITE_URL !== SITE_URL && `SITE_URL is ${env.SITE_URL}, the build used ${SITE_URL}`,
    process.env.DEFAULT_LOCALE &&
      env.DEFAULT_LOCALE !== DEFAULT_LOCALE &&
      `DEFAULT_LOCALE is ${env.DEFAULT_LOCALE}, the build used ${DEFAULT_LOCALE}`,
  ].filter(Boolean);
  if (mismatches.length > 0) {
    throw new Error(`${mismatches.join("; ")}. Run "npm run build" with the same settings.`);
  }
}

function closeGracefully(server: Server, onClosed: () => Promise<void>, logger: Logger, timeoutS: number) {
  let closing = false;
  return (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error("in-flight requests did not finish in time; exiting");
      process.exit(1);
    }, timeoutS * 1000);
    force.unref();
    server.close(async () => {
      await onClosed();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
}

async function main() {
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  checkBuildSettings(env);

  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const applied = await migrate(database.db);
  logger.info({ dialect: database.dialect, applied }, "database ready");

  const build = (await import(`${BUILD_DIR}server/index.js`)) as ServerBuild;
  const app = createApp({ database, logger, build, mode: "production", clientDir: `${BUILD_DIR}client` });
  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info({ port, host: env.HOST, siteUrl: SITE_URL, defaultLocale: DEFAULT_LOCALE }, "listening");
  });
  server.on("error", (error) => {
    logger.fatal({ err: error }, "server error");
    process.exit(1);
  });

  const shutdown = closeGracefully(server, () => database.close(), logger, env.SHUTDOWN_TIMEOUT_S);
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
