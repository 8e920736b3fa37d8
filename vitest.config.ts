import { defineConfig } from "vitest/config";

// Unit and API tests. With DATABASE_URL set, database tests run on that PostgreSQL (each file in a
// fresh database); without it, on in-memory PGlite. Browser journeys live in e2e/ (Playwright).
export default defineConfig({
  test: {
    include: ["apps/**/*.test.ts", "packages/**/*.test.ts", "scripts/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/build/**"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
