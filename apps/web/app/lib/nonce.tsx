import { createContext, useContext } from "react";

/**
 * The CSP nonce of the current response. entry.server.tsx provides it around the router; in the browser
 * it is empty, which is fine: the scripts it guards have already run.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
