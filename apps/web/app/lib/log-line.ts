/**
 * Warnings and errors of the web app, one line each. What a line quotes (an API path built from a URL,
 * an error's message) may carry what a link typed: control characters and line separators in it are
 * escaped, so no request can start a log line of its own. An error's stack joins its line.
 */
export function logLine(level: "warn" | "error", text: string, error?: unknown): void {
  const detail = error === undefined ? "" : ` ${describe(error)}`;
  console[level](oneLine(`${text}${detail}`));
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: escaping control characters is the point.
const BREAKS_A_LINE = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/g;

export function oneLine(text: string): string {
  return text.replace(BREAKS_A_LINE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.stack?.includes(error.message) ? error.stack : `${error.name}: ${error.message} ${error.stack ?? ""}`;
}
