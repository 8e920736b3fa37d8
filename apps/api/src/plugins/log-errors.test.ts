import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { serializeError } from "./log-errors.ts";

describe("serializeError", () => {
  it("keeps a failed query's SQL but none of its parameters, in message, stack or cause", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: "23505",
      detail: "Key (email)=(meera@example.org) already exists.",
      where: "row (scrypt$secret-hash, meera@example.org)",
    });
    const error = new DrizzleQueryError(
      "insert into users (email, password_hash) values ($1, $2)",
      ["meera@example.org", "scrypt$secret-hash"],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain("insert into users (email, password_hash) values ($1, $2)");
    expect(logged).toContain("23505");
    expect(logged).toContain("at ");
    expect(logged).not.toContain("meera@example.org");
    expect(logged).not.toContain("secret-hash");
  });

  it("keeps an ordinary error whole", () => {
    const logged = serializeError(Object.assign(new Error("boom"), { statusCode: 502 }));
    expect(logged).toMatchObject({ type: "Error", message: "boom", statusCode: 502 });
    expect(logged.stack.startsWith("Error: boom\n")).toBe(true);
  });
});
