import "#app/styles/back-in-stock.css";
import { type FormEvent, useId, useState } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import { BellRing } from "#app/components/icons.tsx";
import { refusalText } from "#app/lib/error-text.ts";
import { type Translate, useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { loader as rootLoader } from "#app/root.tsx";
import type { StockAlertAnswer } from "./stock-alert-intent.ts";

/** What an answer says: mailed when back, check the inbox, or the API's reason in the shopper's words. */
export function stockAlertText(t: Translate, answer: StockAlertAnswer): string {
  if (answer.ok) {
    return answer.state === "confirm_sent" ? t("backInStockConfirmSent") : t("backInStockWaiting", { size: answer.size });
  }
  return refusalText(t, answer, "backInStockFailed");
}

/**
 * "Tell me when it's back", beside the buy buttons when sizes are sold out: the sold-out size to wait
 * for (chosen here: sold-out sizes cannot be picked for the bag), and for a guest their address, which
 * gets a link to confirm first. A customer asks in one press: their account's address is used, and
 * when it is not confirmed yet, a confirmation link is mailed to it. A form posting to /stock-alerts,
 * whose page answers it without scripts (and shows it again, with the `email` typed, when refused).
 */
export function BackInStock({
  variant,
  email = "",
}: {
  variant: { _id: string; size: readonly { sizeName: string; inStock: boolean }[] };
  email?: string;
}) {
  const t = useT();
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
  const fetcher = useFetcher<StockAlertAnswer>({ key: `stock-alert-${variant._id}` });
  const soldOut = variant.size.filter((size) => !size.inStock);
  const [size, setSize] = useState(soldOut.length === 1 ? (soldOut[0]?.sizeName ?? "") : "");
  const [sizeMissing, setSizeMissing] = useState(false);
  const ids = { title: useId(), email: useId(), size: useId(), result: useId() };
  if (soldOut.length === 0) return null;
  const answer = fetcher.data?.intent === "stock-alert" ? fetcher.data : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    if (size !== "") return;
    event.preventDefault();
    setSizeMissing(true);
    // The message is not live: the first size, described by it, is what a screen reader hears.
    event.currentTarget.querySelector<HTMLInputElement>('input[name="size"]')?.focus();
  }

  return (
    <section className="back-in-stock" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="back-in-stock__title">
        <BellRing aria-hidden="true" size={18} />
        {t("backInStockTitle")}
      </h2>
      <fetcher.Form method="post" action="/stock-alerts" className="back-in-stock__form" onSubmit={submit}>
        <input type="hidden" name="variantId" value={variant._id} />
        {soldOut.length === 1 ? (
          <>
            <input type="hidden" name="size" value={size} />
            <p className="back-in-stock__size">{t("backInStockOneSize", { size })}</p>
          </>
        ) : (
          <fieldset className="back-in-stock__sizes">
            <legend>{t("backInStockSizes")}</legend>
            {sizeMissing ? (
              <p id={ids.size} className="back-in-stock__error">
                {t("selectSize")}
              </p>
            ) : null}
            <div className="back-in-stock__options">
              {soldOut.map((option) => (
                <label key={option.sizeName} className="size-option">
                  <input
                    type="radio"
                    name="size"
                    value={option.sizeName}
                    required
                    aria-invalid={sizeMissing ? true : undefined}
                    aria-describedby={sizeMissing ? ids.size : undefined}
                    checked={size === option.sizeName}
                    onChange={() => {
                      setSize(option.sizeName);
                      setSizeMissing(false);
                    }}
                  />
                  <span>{option.sizeName}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {user ? (
          <input type="hidden" name="email" value={user.email} />
        ) : (
          <div className="back-in-stock__email">
            <label htmlFor={ids.email}>{t("backInStockEmail")}</label>
            <input
              id={ids.email}
              type="email"
              name="email"
              autoComplete="email"
              required
              maxLength={254}
              dir="ltr"
              defaultValue={email}
            />
          </div>
        )}
        <button
          type="submit"
          className="button button--ghost back-in-stock__button"
          disabled={fetcher.state !== "idle"}
          aria-describedby={answer ? ids.result : undefined}
        >
          {t("backInStockButton")}
        </button>
      </fetcher.Form>
      <p
        id={ids.result}
        className={`back-in-stock__result${answer && !answer.ok ? " back-in-stock__result--error" : ""}`}
        role="status"
      >
        {answer ? stockAlertText(t, answer) : ""}
      </p>
    </section>
  );
}
