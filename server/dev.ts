import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { DEMO_ACCOUNT } from "../app/admin/demo-account";
import { readEnv } from "./config/env";
import { createLogger } from "./config/logger";
import { start } from "./start";

/** Development: the same server, with Vite serving the app (hot reload) instead of the build. */
export async function startDevServer(vite: ViteDevServer) {
  const env = readEnv({ NODE_ENV: "development", ...process.env });
  await start({
    env,
    logger: createLogger(env.LOG_LEVEL),
    mode: "development",
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    devMiddleware: vite.middlewares,
    demoAccount: DEMO_ACCOUNT,
  });
}
