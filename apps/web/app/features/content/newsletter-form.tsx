import { useId, useRef } from "react";
import { useFetcher } from "react-router";
import { useNotify } from "#app/components/notification.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translateShopMessage } from "#app/lib/shop-messages.ts";
import { useAnnounce } from "#app/lib/use-announce.ts";
import type { NewsletterAnswer } from "./newsletter-action.server.ts";

/**
 * Footer newsletter box: it stores the subscription (the /newsletter route's action) and says so
 * through the notification popup, without leaving the page. Before the scripts have loaded it posts as
 * a page, and /newsletter shows the answer.
 */
export function NewsletterForm({ answer: posted }: { answer?: NewsletterAnswer | null }) {
  const t = useT();
  const notify = useNotify();
  const id = useId();
  const fetcher = useFetcher<NewsletterAnswer>({ key: "newsletter" });
  const formRef = useRef<HTMLFormElement>(null);
  const answer = fetcher.data ?? posted ?? null;
  const fieldError = answer?.fieldError ? translateShopMessage(t, answer.fieldError) : null;
  const said = (message: string | null) => (message ? translateShopMessage(t, message) : null);
  const pending = fetcher.state !== "idle";

  useAnnounce(fetcher.data?.at, () => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.ok) {
      notify("success", said(answer.message) ?? t("newsletterSubscribed"));
      formRef.current?.reset();
    } else if (answer.status === 400) {
      notify("warning", said(answer.message ?? answer.fieldError) ?? t("somethingWrong"));
    } else {
      notify("danger", said(answer.message) ?? t("somethingWrong"));
    }
  });

  return (
    <fetcher.Form ref={formRef} method="post" action="/newsletter" className="newsletter" noValidate>
      <input type="hidden" name="intent" value="subscribe" />
      <label htmlFor={`${id}-email`} className="newsletter__label">
        {t("emailAddress")}
      </label>
      <div className="newsletter__row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
        />
        <button type="submit" className="button button--light" disabled={pending}>
          {pending ? t("subscribing") : t("subscribe")}
        </button>
      </div>
      {fieldError ? (
        <p id={`${id}-error`} className="field-error">
          {fieldError}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
