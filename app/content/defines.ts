import { resolve } from "node:path";
import { compileContent } from "./compile.ts";
import type { Content } from "./schema.ts";

/** The content folder: content/ of the project, or CONTENT_DIR (a test's variant build). */
export const contentRoot = (env: NodeJS.ProcessEnv = process.env) => resolve(env.CONTENT_DIR || "content");

/**
 * The compiled content as a compile-time constant (`__CONTENT__`, read by app/content/entries.ts), for Vite's
 * `define` and for commands run by tsx. A mistake in a content file stops here, naming the file and field.
 */
export function contentDefines(content: Content = compileContent(contentRoot())): Record<string, string> {
  return { __CONTENT__: JSON.stringify(content) };
}
