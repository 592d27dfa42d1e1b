import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";

/**
 * Runs only at build time (ssr: false), to prerender each route. React Router's default entry writes
 * the page as soon as its shell is ready, unless the request comes from a bot; a prerender request
 * does not. Its own Suspense boundary around the route data (the `streamController.enqueue` script) is
 * still pending then, so every page would carry that script in a hidden `<div id="S:0">` plus React's
 * `$RC` script to move it into place. Writing once everything is ready (onAllReady) keeps it in line.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html");
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        abort();
      },
    });
  });
}
