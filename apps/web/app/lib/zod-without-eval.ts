import { config } from "zod";

// The shop's CSP has no 'unsafe-eval'. Zod probes for eval (new Function) to compile faster parsers,
// which the browser reports as a CSP violation; in the browser it keeps to its plain path instead.
if (typeof document !== "undefined") config({ jitless: true });
