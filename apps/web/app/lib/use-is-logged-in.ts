import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";

/**
 * Whether the shopper is logged in. The root loader asks the API whose session cookie the
 * page carries, so server and browser render the same answer; the `isLogin` key of web storage is kept
 * in step with it (features/account/account-storage-sync.tsx) for scripts that read it.
 */
export function useIsLoggedIn(): boolean {
  return Boolean(useRouteLoaderData<typeof rootLoader>("root")?.user);
}
