#!/usr/bin/env node
// `npm test`: every test. Vitest (units and the API over a real database: PostgreSQL when
// DATABASE_URL is set, else PGlite), then the Playwright journeys in the system Chromium.
import { spawnSync } from "node:child_process";

function run(label, command, args, env = process.env) {
  console.log(`\n== ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n${label} failed`);
    process.exit(result.status ?? 1);
  }
}

console.log(`Database for API tests: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite"}`);
run("unit and API tests (vitest)", "npx", ["vitest", "run"]);
run("build the web app", "npm", ["run", "build"]);
run("browser journeys (playwright, system chromium)", "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"]);
