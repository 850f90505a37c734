import { InlineScript } from "./InlineScript";

/**
 * Starts the islands' script (docs/decisions/019) once the page has painted: a frame, then a task. The
 * text is on screen before any script is fetched or run, so on a slow phone the page's first paint never
 * shares the network or the main thread with the islands, and their work falls in tasks of its own after it.
 * A page that is never shown (a prerender that is not opened, a background tab) loads them when it is.
 */
export function IslandsScript({ src }: { src: string }) {
  return <InlineScript code={`requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(src)})))`} />;
}
