import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";

/**
 * Runs only at build time (ssr: false), to prerender each route. The upgrade page's islands load
 * their code lazily, and the HTML must hold them in place, not as hidden copies that only JavaScript
 * would swap in. So it writes once every Suspense boundary is complete (onAllReady), and never moves a
 * completed boundary out of line (React does so past progressiveChunkSize bytes, 12 800 by default).
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
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
