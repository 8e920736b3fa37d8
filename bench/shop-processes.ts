import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, openSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export interface ShopProcess {
  url: string;
  workers: number;
  /** Resident memory in MB of the primary and of each worker, read now. */
  memory(): { primary: number; workers: number[] };
  stop(): Promise<void>;
}

/**
 * The shop as `npm start` runs it, with `workers` worker processes (WEB_CONCURRENCY) on
 * `databaseUrl`, logging at `logLevel` into /dev/null, limits off for the load's one address.
 */
export async function startShopProcess(
  workers: number,
  port: number,
  databaseUrl: string,
  logLevel: string,
): Promise<ShopProcess> {
  const url = `http://127.0.0.1:${port}`;
  // Another server there would be measured in this shop's place.
  if (
    await fetch(url).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`something already answers on ${url}`);
  const sink = openSync("/dev/null", "w");
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: String(workers),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `chhaap-bench-${workers}-`)),
      LOG_LEVEL: logLevel,
      RATE_LIMIT_ALLOWLIST: "127.0.0.1",
    },
    stdio: ["ignore", sink, "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  for (let ready = false; !ready; ) {
    if (child.exitCode !== null) throw new Error(`the shop with ${workers} workers exited (${child.exitCode})`);
    ready = (await fetch(`${url}/api/ready`).catch(() => null))?.status === 200;
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    workers,
    memory() {
      const rssOf = (args: string[]) =>
        execFileSync("ps", ["-o", "rss=", ...args], { encoding: "utf8" })
          .split("\n")
          .filter((line) => line.trim())
          .map((kb) => Math.round(Number(kb) / 1024));
      const [primary = 0] = rssOf(["-p", String(child.pid)]);
      return { primary, workers: workers > 1 ? rssOf(["--ppid", String(child.pid)]) : [] };
    },
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
