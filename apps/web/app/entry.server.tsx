import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { logLine } from "./lib/log-line.ts";
import { NonceContext } from "./lib/nonce.tsx";
import { scriptsAfterFirstPaint } from "./lib/scripts-after-first-paint.server.ts";

/** Errors of loaders and actions, logged in place of React Router's own multi-line ones. */
export function handleError(error: unknown, { request }: { request: Request }) {
  // A shopper who went away, or a refusal (a 404, a form posted to a page that takes none), is not a failure.
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  logLine("error", `[web] ${request.method} ${new URL(request.url).pathname} failed`, error);
}

/** Streaming gives up after this long; the abort comes a second later so rejected boundaries can flush. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const { nonce } = loadContext;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; shoppers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = scriptsAfterFirstPaint({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          loadContext.sendPageStream(body);
          resolve(new Response(null, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // After the shell is out the status is sent: a part that failed or timed out streams its
          // fallback, and this page must not be kept for the next shopper.
          loadContext.partFailed();
          // Errors before the shell is ready reject and are logged by React Router itself; a shopper who
          // went away mid-page (the destination stream closed) is not a failure of ours.
          if (shellRendered && !request.signal.aborted)
            logLine("error", `[web] ${request.method} ${new URL(request.url).pathname} failed while streaming`, error);
        },
      },
    );
  });
}
