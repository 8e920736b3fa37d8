/**
 * `npm run bench:flood`: how a server answers everyone else while a crowd floods it with searches
 * nobody made a moment before. `--connections` clients (20) ask, as fast as they are answered, for
 * `/api/variant/search` and the product list page (`/product?q=`) in turn (floodText). Meanwhile one
 * more client asks for `/api/health` again as soon as it has its answer: the delay it sees is the
 * server's responsiveness (the health route itself does no work).
 *   npm start   (or any running shop; RATE_LIMIT_ALLOWLIST=127.0.0.1 lets the flood past the per-address limit)
 *   npm run bench:flood -- --url http://127.0.0.1:3000 --seconds 30
 *   npm run bench:flood -- --url http://127.0.0.1:4701 --url http://127.0.0.1:4702 --rounds 3
 * With several `--url`, each round floods one server after the other with the same texts, so each is
 * measured on the machine as it is at that time. Reports health's p50/p95/p99 and the flood's
 * answers by status.
 */
import http from "node:http";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values } = parseArgs({
  options: {
    url: { type: "string", multiple: true },
    seconds: { type: "string", default: "30" },
    connections: { type: "string", default: "20" },
    rounds: { type: "string", default: "1" },
  },
});
const targets = values.url ?? [];
if (targets.length === 0) throw new Error("Give the server to flood: --url http://127.0.0.1:3000");
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);

const WORDS = ["kurta", "saree", "dupatta", "indigo", "madder", "ajrakh", "cotton", "modal", "silk", "stole", "skirt", "black"];
const UNKNOWN = ["wobble", "zzqx", "flarn", "quibble", "snorp", "vextil"];

/**
 * A text not asked for in the last few seconds: a catalog word and a small number ("kurta 3", 1,200
 * of them in turn, each asked again only after the others), made-up words ("zzqx1a wobble") or a
 * catalog word beside a made-up one; `i` never repeats.
 */
function floodText(i: number): string {
  const word = WORDS[i % WORDS.length] as string;
  switch (i % 3) {
    case 0:
      return `${word} ${Math.floor(i / WORDS.length) % 100}`;
    case 1:
      return `zzqx${i.toString(36)} ${UNKNOWN[(i >> 1) % UNKNOWN.length]}`;
    default:
      return `${word} ${UNKNOWN[i % UNKNOWN.length]}${i.toString(36)}`;
  }
}

function floodPath(i: number): string {
  const text = encodeURIComponent(floodText(i));
  return i % 2 === 0 ? `/api/variant/search?search=${text}&limit=12&page=1` : `/product?q=${text}`;
}

/**
 * Asks for /api/health one request after another until `stop` says so: each answer's delay in ms,
 * and how many asks got no answer or one other than 200 (a server that is down answers at once).
 */
async function sampleHealth(target: string, stop: () => boolean): Promise<{ delays: number[]; failed: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const delays: number[] = [];
  let failed = 0;
  while (!stop()) {
    const started = performance.now();
    const ok = await new Promise<boolean>((resolve) => {
      const request = http.get(`${target}/api/health`, { agent }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode === 200));
      });
      request.on("error", () => resolve(false));
    });
    if (ok) delays.push(performance.now() - started);
    else failed++;
  }
  agent.destroy();
  return { delays, failed };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

// Each round goes on where the last one stopped, and every server is asked the same texts in it.
let next = 0;
const rows: string[] = [];
for (let round = 1; round <= rounds; round++) {
  const first = next;
  for (const target of targets) {
    let start = first;
    const statuses = new Map<number, number>();
    let done = false;
    const health = sampleHealth(target, () => done);
    const flood = await autocannon({
      url: target,
      connections,
      duration: seconds,
      requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: floodPath(start++) }) }],
      setupClient: (client) => {
        client.on("response", (statusCode: number) => statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1));
      },
    });
    done = true;
    next = Math.max(next, start);
    const { delays, failed } = await health;
    delays.sort((a, b) => a - b);
    if (failed > 0) console.warn(`  ${target}: ${failed} health checks got no answer or not 200`);
    const answered = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(", ");
    const line = `| ${target} | ${round} | ${percentile(delays, 50).toFixed(1)} | ${percentile(delays, 95).toFixed(1)} | ${percentile(delays, 99).toFixed(1)} | ${delays.length} | ${Math.round(flood.requests.average)} | ${flood.latency.p50} | ${answered} |`;
    console.log(line);
    rows.push(line);
  }
}

console.log(`\n${connections} flooding connections, ${seconds} s a round, Node ${process.version}\n`);
console.log(
  "| server | round | health p50 ms | p95 ms | p99 ms | health answers | flood answers/s | flood p50 ms | flood statuses |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
);
for (const row of rows) console.log(row);
