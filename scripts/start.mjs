#!/usr/bin/env node
// `npm start`: build the web app when its build is missing or older than its sources, then serve.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const buildEntry = path.join(root, "apps/web/build/server/index.js");
const sources = ["apps/web/app", "apps/web/vite.config.ts", "apps/web/react-router.config.ts", "packages/contract/src"];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const stale =
  !existsSync(buildEntry) || Math.max(...sources.map((s) => newestMtime(path.join(root, s)))) > statSync(buildEntry).mtimeMs;
if (stale) {
  console.log("Building the web app...");
  const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// React renders several times faster in its production build, which it picks by NODE_ENV.
process.env.NODE_ENV ??= "production";

// Serve from this same process, so signals (SIGTERM drains requests) reach the server directly.
const { register } = await import("tsx/esm/api");
register();
await import(pathToFileURL(path.join(root, "apps/api/src/server.ts")).href);
