import { Form, useNavigation } from "react-router";
import { CircleAlert, CircleCheck } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { refusalText } from "#app/lib/error-text.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";
import type { TokenAnswer } from "./stock-alert-action.server.ts";

/**
 * The page a mailed link opens (confirm an alert, or stop the mails): a button that posts the link's
 * token, so that a mail scanner fetching the link changes nothing. Then what it did, or why not.
 */
export function StockAlertLinkPage<T>({
  token,
  answer,
  title,
  intro,
  button,
  done,
}: {
  token: string | null;
  answer: TokenAnswer<T> | undefined;
  title: MessageKey;
  intro: MessageKey;
  button: MessageKey;
  /** What it did, in the shopper's words. */
  done: (result: T) => string;
}) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="stock-alert-page container">
      <h1 className="wishlist-page__title">{t(title)}</h1>
      {answer?.ok ? (
        <p className="stock-alert-page__result" role="status">
          <CircleCheck aria-hidden="true" size={20} />
          <span>{done(answer.result)}</span>
        </p>
      ) : answer ? (
        <p className="stock-alert-page__result stock-alert-page__result--error" role="alert">
          <CircleAlert aria-hidden="true" size={20} />
          <span>{refusalText(t, answer, "backInStockFailed")}</span>
        </p>
      ) : token ? (
        <Form method="post" className="stock-alert-page__form">
          <p>{t(intro)}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t(button)}
          </button>
        </Form>
      ) : (
        <p className="stock-alert-page__result stock-alert-page__result--error" role="alert">
          <CircleAlert aria-hidden="true" size={20} />
          <span>{t("stockAlertLinkIncomplete")}</span>
        </p>
      )}
      <Link to="/product" className="stock-alert-page__shop">
        {t("continueShopping")}
      </Link>
    </div>
  );
}
