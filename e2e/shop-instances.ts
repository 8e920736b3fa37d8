import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";
import pg from "pg";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * The PostgreSQL journeys across instances use: CI's (DATABASE_URL while `npm test` runs, or
 * PG_TEST_URL), else none and those journeys are skipped (the browser journeys' own shop is embedded).
 */
export const serverUrl = process.env.DATABASE_URL || process.env.PG_TEST_URL || "";

/** A database of its own on that server, dropped by `drop`. */
export async function freshDatabase(name: string) {
  const database = `chhaap_${name}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${database} with (force)`);
      await client.end();
    },
  };
}

export interface ShopInstance {
  url: string;
  process: ChildProcess;
  /** What it printed so far (for failure messages). */
  log(): string;
  exited: Promise<number | null>;
}

/** Starts the shop as `npm start` does (the web build is already there) and waits until it is ready. */
export async function startShop(port: number, env: Record<string, string>): Promise<ShopInstance> {
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `chhaap-instance-${port}-`)),
      LOG_LEVEL: "warn",
      RATE_LIMIT_ALLOWLIST: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${url}/api/ready`).catch(() => null))?.status, {
      timeout: 120_000,
      message: `the shop on ${port} did not become ready:\n${log}`,
    })
    .toBe(200);
  return { url, process: child, log: () => log, exited };
}

/** The `name=value` of the cookie `name` an answer sets. */
export function cookieFrom(answer: Response, name: string): string {
  const found = answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie in the answer`);
  return found.split(";")[0] as string;
}

/** A delivery address in Bhuj, as `POST /api/address` takes it. */
export function bhujAddress(name: string, email: string) {
  return {
    name,
    phone: "9876543210",
    email,
    addressLine1: "12 Block Printers' Lane",
    city: "Bhuj",
    state: "Gujarat",
    zip: "370001",
    country: "India",
  };
}

/** Runs the staff command line on `databaseUrl` and answers what it printed. */
export async function staffCommand(databaseUrl: string, args: string[], input: string): Promise<string> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(root, "apps/api/src/modules/admin/staff/cli.ts"), ...args],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
  child.stdin.end(input);
  const [code] = await new Promise<[number | null]>((resolve) => child.on("exit", (c) => resolve([c])));
  if (code !== 0) throw new Error(`staff ${args.join(" ")} failed (${code}): ${output}`);
  return output;
}
