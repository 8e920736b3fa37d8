import { useEffect, useState } from "react";
import { readLocal } from "./local-store.ts";

/** Spec 3/4: the `isLogin` flag in localStorage. The server cannot see it, so it renders the guest view first. */
export function useIsLoggedIn(): boolean {
  const [loggedIn, setLoggedIn] = useState(false);
  useEffect(() => {
    function read() {
      setLoggedIn(readLocal("isLogin") === "true");
    }
    read();
    window.addEventListener("storage", read);
    return () => window.removeEventListener("storage", read);
  }, []);
  return loggedIn;
}
