#!/usr/bin/env node
// `npm run check`: type checks, lint and formatting, the import boundaries, knip. Run one after the
// other they took 95 s, mostly tsc, which keeps about one core busy: in two lanes, 74 s.
// Each lane's output is printed whole when it ends, so the two never interleave.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

// Every workspace with a typecheck script, so that a new one is checked without a change here.
const readPackage = (folder) => JSON.parse(readFileSync(`${folder}/package.json`, "utf8"));
const typechecked = readPackage(".")
  .workspaces.flatMap((pattern) =>
    pattern.endsWith("/*") ? readdirSync(pattern.slice(0, -2)).map((name) => `${pattern.slice(0, -1)}${name}`) : [pattern],
  )
  .map(readPackage)
  .filter((workspace) => workspace.scripts?.typecheck)
  .map((workspace) => workspace.name);
// The two slowest checks (about 25 s each) go in the second lane, with knip; the rest in the first.
const SECOND_LANE = ["@chhaap/web", "@chhaap/bench"];
const typecheck = (workspace) => ["npm", "run", "typecheck", "-w", workspace];
const lanes = [
  [
    ...typechecked.filter((name) => !SECOND_LANE.includes(name)).map(typecheck),
    ["npx", "biome", "check", "."],
    ["node", "scripts/check-web-boundaries.mjs"],
    ["node", "scripts/check-api-boundaries.mjs"],
  ],
  [...typechecked.filter((name) => SECOND_LANE.includes(name)).map(typecheck), ["npx", "knip", "--no-progress"]],
];

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => resolve({ label: [command, ...args].join(" "), code, output }));
  });
}

async function runLane(steps) {
  for (const step of steps) {
    const result = await run(step);
    process.stdout.write(`\n== ${result.label}\n${result.output}`);
    if (result.code !== 0) return result;
  }
  return null;
}

const failures = (await Promise.all(lanes.map(runLane))).filter((failure) => failure !== null);
for (const failure of failures) console.error(`\n${failure.label} failed (exit code ${failure.code})`);
process.exit(failures.length === 0 ? 0 : 1);
