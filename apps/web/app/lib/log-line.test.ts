import { afterEach, describe, expect, it, vi } from "vitest";
import { logLine, oneLine } from "./log-line.ts";

afterEach(() => vi.restoreAllMocks());

describe("logLine", () => {
  it("keeps what a link typed on the line it was quoted on", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    logLine("warn", '[web] GET /api/variant/\r\n{"level":30,"msg":"forged"} answered 404');
    expect(warn).toHaveBeenCalledTimes(1);
    const [written] = warn.mock.calls[0] ?? [];
    expect(written).toBe('[web] GET /api/variant/\\u000d\\u000a{"level":30,"msg":"forged"} answered 404');
  });

  it("writes an error with its stack as one line", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    logLine("error", "[web] POST /login failed", new TypeError("bad\u2028value"));
    const [written] = error.mock.calls[0] ?? [];
    expect(written).toMatch(/^\[web\] POST \/login failed TypeError: bad\\u2028value\\u000a {4}at /);
    expect(String(written)).not.toMatch(/[\n\r\u2028]/);
  });

  it("leaves other text as it is", () => {
    expect(oneLine("साड़ी — “quoted” \\ tab-free")).toBe("साड़ी — “quoted” \\ tab-free");
    expect(oneLine("a\tb\u0000c\u0085")).toBe("a\\u0009b\\u0000c\\u0085");
  });
});
