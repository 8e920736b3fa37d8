import { once } from "node:events";
import { createServer, request as forward } from "node:http";

/**
 * A load balancer for journeys across several instances, on loopback: it passes each request whole to
 * one upstream and the answer back, as nginx would, adding `X-Forwarded-For` (one client address per
 * balancer, so limits counted by a previous run never meet this one) and naming the upstream in
 * `X-Served-By`. A request may choose its upstream with `X-Upstream: <index>` (the journey plays the
 * balancer's choices); otherwise they take turns.
 */
export async function startLoadBalancer(upstreams: string[], port: number) {
  const clientAddress = `10.${rand()}.${rand()}.${rand()}`;
  let turn = 0;
  const server = createServer((incoming, outgoing) => {
    const chosen = Number(incoming.headers["x-upstream"] ?? turn++ % upstreams.length);
    const upstream = new URL(upstreams[chosen % upstreams.length] as string);
    const { "x-upstream": _chosen, ...passed } = incoming.headers;
    const headers = { ...passed, "x-forwarded-for": clientAddress, "x-forwarded-proto": "http" };
    const proxied = forward(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-served-by": String(chosen) });
        answer.pipe(outgoing);
      },
    );
    proxied.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(proxied);
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function rand(): number {
  return 1 + Math.floor(Math.random() * 250);
}
