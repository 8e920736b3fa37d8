import { defineConfig } from "drizzle-kit";

/** `npm run db:generate` writes a new versioned migration into ./drizzle; migrations are applied at start. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/*.ts",
  out: "./drizzle",
});
