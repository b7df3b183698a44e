import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/**
 * Renders a page at build time (every page is prerendered; nothing renders on request). The whole
 * page is written in order, once everything is ready: React would otherwise move the content of a
 * large Suspense boundary (the `Static` and `Island` parts of the page) to the end of the document
 * and put it in place with an inline script, and the page must read in order without scripts.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    const { pipe } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          headers.set("Content-Type", "text/html");
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers, status: statusCode }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          statusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
