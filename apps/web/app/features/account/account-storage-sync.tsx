import type { PublicUser } from "@chhaap/contract/accounts";
import { useEffect, useRef } from "react";
import { useNotify } from "#app/components/notification.tsx";
import { announceCartChanged } from "#app/features/cart/index.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { readLocal, writeLocal } from "#app/lib/local-store.ts";

/**
 * Keeps the login state in web storage (`isLogin`, `u-details`, `cart-id`) for the scripts
 * that read it (bag count, guest cart). The truth is the httpOnly session cookie, which the root loader
 * reads on the server; this keeps the keys in step with it after every login, logout or expired
 * session. No token is ever written, and a stale `authToken` is removed.
 */
export function AccountStorageSync({ user }: { user: PublicUser | null }) {
  const t = useT();
  const notify = useNotify();
  const details = user ? JSON.stringify(user) : null;
  // The translator changes identity on every render; the storage only needs writing when the user does.
  const say = useRef({ t, notify });
  say.current = { t, notify };

  useEffect(() => {
    const wasLoggedIn = readLocal("isLogin") === "true";
    removeLocal("authToken");
    if (details) {
      const stored: PublicUser = JSON.parse(details);
      writeLocal("isLogin", "true");
      writeLocal("u-details", details);
      if (stored.cartId) writeLocal("cart-id", stored.cartId);
      else removeLocal("cart-id");
    } else {
      writeLocal("isLogin", "false");
      removeLocal("u-details");
      removeLocal("cart-id");
    }
    if (wasLoggedIn !== Boolean(details)) announceCartChanged();
    // Popups for what this tab just did ("Login successful!", ...); set by the forms on submit.
    const notice = takeAccountNotice();
    const { t, notify } = say.current;
    if (notice === "login" && details) notify("success", t("accountLoggedIn"));
    // A new account's address is not confirmed yet: the popup says where the link went.
    if (notice === "register" && details) notify("success", t("accountRegisteredConfirm"));
    if (notice === "logout" && !details) notify("success", t("accountLoggedOut"));
  }, [details]);

  return null;
}

export type AccountNotice = "login" | "register" | "logout";
const NOTICE_KEY = "chhaap-account-notice";

/** Called by the login, register and logout forms as they submit. */
export function rememberAccountNotice(notice: AccountNotice | null): void {
  try {
    if (notice) window.sessionStorage.setItem(NOTICE_KEY, notice);
    else window.sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    // Without storage the popup is skipped; the page itself shows the outcome.
  }
}

function takeAccountNotice(): AccountNotice | null {
  try {
    const notice = window.sessionStorage.getItem(NOTICE_KEY);
    window.sessionStorage.removeItem(NOTICE_KEY);
    return notice === "login" || notice === "register" || notice === "logout" ? notice : null;
  } catch {
    return null;
  }
}

function removeLocal(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage blocked: there is nothing stored to remove.
  }
}
