import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { get } from "node:http";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";

const fixture = fileURLToPath(new URL("./test/workers-fixture.ts", import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

let primary: ChildProcess | undefined;
afterAll(() => {
  if (primary?.exitCode === null) primary.kill("SIGKILL");
});

describe("worker processes (WEB_CONCURRENCY)", () => {
  it("serves from every worker, is ready once all are warm, adds up their metrics, replaces one that dies, and drains them all on SIGTERM", async () => {
    const port = await freePort();
    const metricsPort = await freePort();
    primary = spawn(process.execPath, ["--import", "tsx", fixture], {
      env: { ...process.env, WORKERS: "2", PORT: String(port), METRICS_PORT: String(metricsPort) },
      stdio: "inherit",
    });
    const exited = once(primary, "exit");
    // A new connection each time (no keep-alive): the primary hands connections, not requests, round.
    const ask = (path: string) =>
      new Promise<string>((resolve, reject) => {
        const request = get({ host: "127.0.0.1", port, path, agent: false }, (response) => {
          let body = "";
          response.on("data", (chunk) => {
            body += chunk;
          });
          response.on("end", () => resolve(body));
        });
        // A connection handed to the worker just killed may never be answered: ask again instead.
        request.setTimeout(2_000, () => request.destroy(new Error("no answer")));
        request.on("error", reject);
      });
    const answer = async () => Number(await ask("/"));
    /** What each worker's /ready says, by pid, asked until both have answered. */
    const readiness = async () => {
      const said: Record<string, string> = {};
      await vi.waitFor(
        async () => {
          const [pid = "", state = ""] = (await ask("/ready")).split(" ");
          said[pid] = state;
          expect(Object.keys(said)).toHaveLength(2);
        },
        { timeout: 30_000, interval: 20 },
      );
      return said;
    };
    const seen = new Set<number>();
    // Connections are handed round: both workers answer.
    await vi.waitFor(
      async () => {
        seen.add(await answer());
        expect(seen.size).toBe(2);
      },
      { timeout: 30_000, interval: 50 },
    );

    // Ready only once every worker is warm: one warm worker still says it is warming.
    const [first = 0, second = 0] = [...seen];
    expect(await readiness()).toEqual({ [first]: "warming", [second]: "warming" });
    process.kill(first, "SIGUSR2");
    expect(await readiness()).toEqual({ [first]: "warming", [second]: "warming" });
    process.kill(second, "SIGUSR2");
    await vi.waitFor(async () => expect(await readiness()).toEqual({ [first]: "ready", [second]: "ready" }), {
      timeout: 30_000,
    });

    // The primary's /metrics adds up what every worker counted.
    const answered = seen.size + 8;
    for (let n = seen.size; n < answered; n++) await answer();
    const metricsText = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const counted = /^fixture_requests_total (\d+)$/m.exec(metricsText)?.[1];
    expect(Number(counted)).toBeGreaterThanOrEqual(answered);

    const [killed] = [...seen];
    process.kill(killed as number, "SIGKILL");
    const replacement = new Set<number>();
    await vi.waitFor(
      async () => {
        const pid = await answer().catch(() => 0);
        if (pid && !seen.has(pid)) replacement.add(pid);
        expect(replacement.size).toBe(1);
      },
      { timeout: 30_000, interval: 50 },
    );
    // The replacement is not ready until it is warm itself; the worker that stayed still is.
    const [newcomer] = [...replacement];
    const stayed = killed === first ? second : first;
    expect(await readiness()).toEqual({ [stayed]: "ready", [newcomer as number]: "warming" });
    process.kill(newcomer as number, "SIGUSR2");
    await vi.waitFor(async () => expect(await readiness()).toEqual({ [stayed]: "ready", [newcomer as number]: "ready" }), {
      timeout: 30_000,
    });

    primary.kill("SIGTERM");
    const [code] = await exited;
    expect(code).toBe(0);
    for (const pid of [...seen, ...replacement]) expect(alive(pid)).toBe(false);
  }, 90_000);
});
