import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { DEFAULT_LOCALE, SITE_TIME_ZONE, SITE_URL } from "../app/config/build";
import { type Env, readEnv } from "./config/env";
import { createLogger } from "./config/logger";
import { readCspHashes } from "./http/csp-hashes";
import { exitOnSignals, start } from "./start";

/** Production entry point, built to build/node/server.js. */
const BUILD_DIR = fileURLToPath(new URL("..", import.meta.url));

/**
 * Prerendered pages carry SITE_URL and the URL scheme, and the staff page the site's calendar; serving
 * them under other settings would be wrong.
 */
function checkBuildSettings(env: Env) {
  const mismatches = [
    process.env.SITE_URL && env.SITE_URL !== SITE_URL && `SITE_URL is ${env.SITE_URL}, the build used ${SITE_URL}`,
    process.env.DEFAULT_LOCALE &&
      env.DEFAULT_LOCALE !== DEFAULT_LOCALE &&
      `DEFAULT_LOCALE is ${env.DEFAULT_LOCALE}, the build used ${DEFAULT_LOCALE}`,
    process.env.SITE_TIME_ZONE &&
      env.SITE_TIME_ZONE !== SITE_TIME_ZONE &&
      `SITE_TIME_ZONE is ${env.SITE_TIME_ZONE}, the build used ${SITE_TIME_ZONE}`,
  ].filter(Boolean);
  if (mismatches.length > 0) {
    throw new Error(`${mismatches.join("; ")}. Run "npm run build" with the same settings.`);
  }
}

async function main() {
  const env = readEnv();
  checkBuildSettings(env);
  const build = (await import(`${BUILD_DIR}server/index.js`)) as ServerBuild;
  exitOnSignals(
    await start({
      env,
      logger: createLogger(env.LOG_LEVEL),
      build,
      mode: "production",
      clientDir: `${BUILD_DIR}client`,
      pageHashes: readCspHashes(BUILD_DIR),
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
