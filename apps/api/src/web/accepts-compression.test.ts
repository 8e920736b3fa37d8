import { describe, expect, it } from "vitest";
import { acceptsCompression } from "./accepts-compression.ts";

describe("acceptsCompression", () => {
  it("takes what browsers send", () => {
    expect(acceptsCompression("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsCompression("br;q=1.0, gzip;q=0.8, *;q=0.1")).toBe(true);
    expect(acceptsCompression("*")).toBe(true);
  });

  it("refuses no header, identity only, and codings the client weighs at zero", () => {
    expect(acceptsCompression(undefined)).toBe(false);
    expect(acceptsCompression("")).toBe(false);
    expect(acceptsCompression("identity")).toBe(false);
    expect(acceptsCompression("gzip;q=0, br; q=0.000")).toBe(false);
    expect(acceptsCompression("compress, x-gzip-like")).toBe(false);
  });
});
