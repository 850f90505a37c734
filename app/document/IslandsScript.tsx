import { use } from "react";
import { CspNonce } from "./nonce";

/**
 * Starts the islands' script (docs/decisions/019) once the page has painted: a frame, then a task. The
 * text is on screen before any script is fetched or run, so on a slow phone the page's first paint never
 * shares the network or the main thread with the islands, and their work falls in tasks of its own after it.
 * A page that is never shown (a prerender that is not opened, a background tab) loads them when it is.
 */
export function islandsLoader(src: string): string {
  return `requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(src)})))`;
}

export function IslandsScript({ src }: { src: string }) {
  return <script nonce={use(CspNonce)} dangerouslySetInnerHTML={{ __html: islandsLoader(src) }} />;
}
