// Keeps the web app's feature folders apart: code outside apps/web/app/features/<name>/ reaches that
// feature only through its public files, index.ts (safe in the browser) and index.server.ts (loaders
// and actions). Routes compose features and may import any of their files. Inside the back office
// (features/admin/), each area (orders-desk, catalog, content, marketing, settings, staff) uses the
// shared kit/ and its own files, never another area's; kit/ uses no area. Run by `npm run check`.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const app = resolve(dirname(fileURLToPath(import.meta.url)), "../apps/web/app");
const PUBLIC_FILES = new Set(["index.ts", "index.server.ts"]);

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "+types" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The back-office area (features/admin/<area>/) a path belongs to, or null. */
function adminAreaOf(path) {
  const parts = path.split("/");
  return parts[0] === "features" && parts[1] === "admin" && parts.length > 3 ? parts[2] : null;
}

/** The feature a path (relative to app/) belongs to, or null. */
function featureOf(path) {
  const parts = path.split("/");
  return parts[0] === "features" && parts.length > 2 ? parts[1] : null;
}

export function boundaryViolations() {
  const violations = [];
  for (const file of sourceFiles(app)) {
    const from = relative(app, file);
    // Routes (and the root route) compose features: they may import any feature file.
    if (from.startsWith("routes/") || from === "root.tsx") continue;
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/(?:from|import|import\()\s*["']((?:\.\.?\/|#app\/)[^"'?]+)/g)) {
      const spec = match[1];
      const to = spec.startsWith("#app/") ? spec.slice(5) : relative(app, resolve(dirname(file), spec));
      const feature = featureOf(to);
      const area = adminAreaOf(to);
      if (area && area !== "kit" && adminAreaOf(from) && area !== adminAreaOf(from)) {
        violations.push(`${from}: imports ${spec}; one back-office area does not use another's files (share them in kit/)`);
        continue;
      }
      if (!feature || feature === featureOf(from)) continue;
      if (to.split("/").length === 3 && PUBLIC_FILES.has(to.split("/")[2])) continue;
      violations.push(`${from}: imports ${spec}; use features/${feature}/index.ts (or index.server.ts)`);
    }
  }
  return violations;
}

const violations = boundaryViolations();
for (const line of violations) console.error(line);
if (violations.length > 0) {
  console.error(`${violations.length} import(s) reach into another feature's (or back-office area's) files.`);
  process.exit(1);
}
