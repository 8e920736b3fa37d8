import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and API tests. With DATABASE_URL set, database tests run on that PostgreSQL (each file in a
// fresh database); without it, on in-memory PGlite. Browser journeys live in e2e/ (Playwright).
//
// Two projects: `database`, the files that open a database (through src/test/app.ts or
// src/test/database.ts), and `unit`, the rest, whose outcome does not depend on DATABASE_URL. CI runs
// both on PostgreSQL; `--project "database*"` without DATABASE_URL runs the half that differs on PGlite
// (decision 0004). A file that opens a database without
// importing one of the two helpers directly fails in `unit`: only `database` gets the templates.
// Files that use vi.mock run in `database-isolated` or `unit-isolated` (see `isolate` below).
const root = fileURLToPath(new URL(".", import.meta.url));
const testFiles = ["apps/**/*.test.ts", "packages/**/*.test.ts", "scripts/**/*.test.ts"];
const exclude = ["**/node_modules/**", "**/build/**"];
const DATABASE_HELPERS = /["']#src\/test\/(app|database)\.ts["']/;
// Migrates one database and seeds a copy once per run; each test database is a copy of one.
const DATABASE_TEMPLATES = ["apps/api/src/test/database-templates.ts"];
const readTest = (file: string) => readFileSync(`${root}${file}`, "utf8");
const everyTestFile = ["apps", "packages", "scripts"].flatMap((folder) =>
  readdirSync(`${root}${folder}`, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts") && !/(^|[\\/])(node_modules|build)[\\/]/.test(file))
    .map((file) => `${folder}/${file}`),
);
const databaseTestFiles = everyTestFile.filter(
  (file) => file.startsWith("apps/api/src/") && DATABASE_HELPERS.test(readTest(file)),
);
// A file that replaces a module (vi.mock) needs a module registry of its own: see `isolate` below.
const mockingFiles = new Set(everyTestFile.filter((file) => readTest(file).includes("vi.mock(")));
const isolatedProject = (name: string, files: string[], test: object = {}) =>
  files.length === 0 ? [] : [{ extends: true, test: { name: `${name}-isolated`, include: files, isolate: true, ...test } }];

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest's default on a two-core machine is one worker. Database tests on PostgreSQL mostly wait on
    // the server, so three share two cores well (the suite: 8 min -> 3 min); on PGlite they compute in
    // process, so two (9.7 -> 4.3 min for the database project). Measured in the session notes of issue 38.
    maxWorkers: process.env.DATABASE_URL ? 3 : 2,
    // Each worker imports the app once for all the files it runs, not once per file: importing was
    // 330 of the 870 s the files took between them on PostgreSQL (the run: 6.3 -> 3.4 min). Files
    // share modules, not state: every test file builds its own app over its own database. A file that
    // replaces a module with vi.mock cannot share the registry (the real module is already loaded),
    // so those run isolated, as their own project.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: "database",
          include: databaseTestFiles,
          exclude: [...exclude, ...mockingFiles],
          globalSetup: DATABASE_TEMPLATES,
        },
      },
      ...isolatedProject(
        "database",
        databaseTestFiles.filter((file) => mockingFiles.has(file)),
        { globalSetup: DATABASE_TEMPLATES },
      ),
      { extends: true, test: { name: "unit", include: testFiles, exclude: [...exclude, ...databaseTestFiles, ...mockingFiles] } },
      ...isolatedProject(
        "unit",
        [...mockingFiles].filter((file) => !databaseTestFiles.includes(file)),
      ),
    ],
  },
});
