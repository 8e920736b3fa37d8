import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useNotify } from "#app/components/notification.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";

/**
 * A redirect after a save carries `?notice=<name>` so the next page can say what happened, with or
 * without script. With script the popup shows and the parameter leaves the address bar, so a
 * reload or a shared link does not repeat it. Answers the message key to show in the page.
 */
export function useNoticeParam(notices: Record<string, MessageKey>): MessageKey | null {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = notices[params.get("notice") ?? ""] ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per notice arriving in the URL.
  useEffect(() => {
    if (!key) return;
    notify("success", t(key));
    const next = new URLSearchParams(params);
    next.delete("notice");
    const search = next.toString();
    navigate({ search: search ? `?${search}` : "" }, { replace: true, preventScrollReset: true });
  }, [key]);

  return key;
}
