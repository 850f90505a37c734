import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, isRouteErrorResponse, ServerRouter } from "react-router";
import { loadAllMessages } from "./i18n/catalog";

export const streamTimeout = 5_000;

// Any request may be in any language: have every catalogue in memory before the first render.
const messagesReady = loadAllMessages();

/**
 * Pages are small and mostly static, so every response waits for the whole
 * document (`onAllReady`): crawlers, prerendering and visitors get complete HTML.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  await messagesReady;
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeout);
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

/** Unknown paths are routine (the request log records them); only real failures are logged as errors. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status === 404)) return;
  console.error(error);
};
