// Keeps the API's modules apart (docs/table-ownership.md): a module writes (insert, update, delete)
// only the tables it owns or is named editor of, and never imports another module's queries
// (queries.ts, *-queries.ts). A back-office area, modules/admin/<area>/, is a module of its own.
// Every table of the schema must be in the ownership table. Run by `npm run check`; for a test,
// `node scripts/check-api-boundaries.mjs --src <an api src folder> --ownership <a table like ours>`.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith(".ts") ? [path] : [];
  });
}

/** Tests and their helpers make their own data: they write any table. */
function isTestCode(path) {
  return path.endsWith(".test.ts") || path.endsWith("test-support.ts");
}

/** The module a path (relative to modules/) belongs to: `cart`, or `admin/<area>` in the back office. */
function moduleOf(path) {
  const parts = path.split("/");
  if (parts.length < 2) return null;
  return parts[0] === "admin" && parts.length > 2 ? `admin/${parts[1]}` : parts[0];
}

/** The rows of docs/table-ownership.md: table -> { owner, editor }. */
export function readOwnership(markdown) {
  const owners = new Map();
  for (const line of markdown.split("\n")) {
    const cells = line.split("|").map((cell) => cell.trim());
    if (cells.length < 4 || !/^[a-z][A-Za-z0-9]*$/.test(cells[1] ?? "") || cells[2] === "Owner") continue;
    owners.set(cells[1], { owner: cells[2], editor: cells[3] || null });
  }
  return owners;
}

/** The Drizzle names of the tables declared under db/schema/. */
function schemaTables(src) {
  const dir = join(src, "db/schema");
  return sourceFiles(dir).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/export const (\w+)\s*=\s*pgTable\(/g)].map((m) => m[1]),
  );
}

export function apiBoundaryViolations(src, ownershipMarkdown) {
  const owners = readOwnership(ownershipMarkdown);
  const violations = [];
  for (const table of schemaTables(src)) {
    if (!owners.has(table)) violations.push(`db/schema: table ${table} has no owner in docs/table-ownership.md`);
  }
  const modules = join(src, "modules");
  for (const file of sourceFiles(modules)) {
    const from = relative(modules, file);
    const module = moduleOf(from);
    if (!module || isTestCode(from)) continue;
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/(?:from|import\()\s*["']((?:\.\.?\/|#src\/)[^"'?]+)["']/g)) {
      const spec = match[1];
      const target = spec.startsWith("#src/") ? join(src, spec.slice(5)) : resolve(dirname(file), spec);
      const to = relative(modules, target);
      if (to.startsWith("..") || !/(^|\/|-)queries\.ts$/.test(to)) continue;
      const other = moduleOf(to);
      if (other && other !== module)
        violations.push(`modules/${from}: imports ${spec}, ${other}'s queries; call its service instead`);
    }
    for (const match of text.matchAll(/\.(insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g)) {
      const [, verb, table] = match;
      const owned = owners.get(table);
      if (!owned || owned.owner === module || owned.editor === module) continue;
      violations.push(`modules/${from}: ${verb}s ${table}, which ${owned.owner} owns; call ${owned.owner}'s service instead`);
    }
  }
  return violations;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { src: { type: "string" }, ownership: { type: "string" } } });
  const src = resolve(values.src ?? join(repo, "apps/api/src"));
  const ownership = readFileSync(values.ownership ?? join(repo, "docs/table-ownership.md"), "utf8");
  const violations = apiBoundaryViolations(src, ownership);
  for (const line of violations) console.error(line);
  if (violations.length > 0) {
    console.error(`${violations.length} reach(es) into another module's tables or queries (docs/table-ownership.md).`);
    process.exit(1);
  }
}
