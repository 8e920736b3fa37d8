import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "./error-codes.ts";

describe("error codes", () => {
  it("are area.reason in lower snake case, each once", () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(?:_[a-z]+)*\.[a-z]+(?:_[a-z]+)*$/);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it("are each listed in the API guide", async () => {
    const guide = await readFile(new URL("../../../docs/api.md", import.meta.url), "utf8");
    for (const code of ERROR_CODES) expect(guide, code).toContain(`| \`${code}\` |`);
  });
});
