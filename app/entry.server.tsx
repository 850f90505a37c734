import { text } from "node:stream/consumers";
import { prerenderToNodeStream } from "react-dom/static";
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from "react-router";
import stylesheet from "./app.css?inline";
import { markMailOff } from "./document/mail-off";
import { withoutModulePreloads } from "./document/module-preloads";
import { CspNonce } from "./document/nonce";
import { StylesheetText } from "./document/Stylesheet";
import { loadAllMessages } from "./i18n/catalog";

export const streamTimeout = 5_000;

// Any request may be in any language: have every catalogue in memory before the first render.
const messagesReady = loadAllMessages();

/**
 * Pages are small and mostly static, so every response is the whole document, rendered at once:
 * crawlers, prerendering and visitors get complete HTML.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  await messagesReady;
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  let status = responseStatusCode;
  // The server's per-response nonce; prerendering has none (its inline code is allowed by hash).
  const nonce = loadContext?.cspNonce;
  const { prelude } = await prerenderToNodeStream(
    <StylesheetText value={stylesheet}>
      <CspNonce value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonce>
    </StylesheetText>,
    {
      // Every boundary in place, however large: the HTML reads in order without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error) {
        status = 500;
        console.error(error);
      },
    },
  );
  const rendered = withoutModulePreloads(await text(prelude));
  const html = loadContext?.mailOff ? markMailOff(rendered) : rendered;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // A response with a nonce is for this request only.
  if (nonce) responseHeaders.set("Cache-Control", "no-store");
  return new Response(html, { headers: responseHeaders, status });
}

/** Unknown paths are routine (the request log records them); only real failures are logged as errors. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status === 404)) return;
  console.error(error);
};
