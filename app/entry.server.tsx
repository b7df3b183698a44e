import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { shownInEnglishFrom } from "~/content/use-content";
import { markEnglish } from "~/lib/mark-english";

/**
 * Renders a page at build time (every page is prerendered; nothing renders on request). The whole
 * page is written in order, once everything is ready: React would otherwise move the content of a
 * large Suspense boundary (the `Static` and `Island` parts of the page) to the end of the document
 * and put it in place with an inline script, and the page must read in order without scripts.
 *
 * Where the page shows English for want of a translation, the finished HTML has `lang="en"` on
 * the elements holding it (decision 015). Not in development: React there would report each
 * marked element it hydrates as a mismatch (the layout's effect marks them once hydrated).
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    const loaderData = Object.values(routerContext.staticHandlerContext.loaderData);
    const english = shownInEnglishFrom(loaderData.map((data) => ({ loaderData: data })));
    const isMarked = english.size > 0 && !import.meta.env.DEV;
    const { pipe } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          headers.set("Content-Type", "text/html");
          if (isMarked) {
            const chunks: Buffer[] = [];
            body.on("data", (chunk: Buffer) => chunks.push(chunk));
            body.on("end", () => {
              const html = markEnglish(Buffer.concat(chunks).toString("utf8"), english);
              resolve(new Response(html, { headers, status: statusCode }));
            });
          } else
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
