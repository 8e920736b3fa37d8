/** The encodings @fastify/compress (app.ts) answers with; `*` lets it choose. */
const ENCODINGS = new Set(["br", "gzip", "deflate", "zstd", "*"]);

/**
 * Whether a client's Accept-Encoding takes one of the encodings the server compresses with. A coding
 * given `q=0` is refused by the client (RFC 9110, 12.5.3): such a page is streamed as it renders, not
 * collected whole for a compression that will not happen.
 */
export function acceptsCompression(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? "").split(",").some((part) => {
    const [coding = "", ...params] = part.toLowerCase().split(";");
    if (!ENCODINGS.has(coding.trim())) return false;
    const weight = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return weight === undefined || Number(weight.slice(2)) > 0;
  });
}
