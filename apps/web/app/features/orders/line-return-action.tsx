import type { LineReturnOptions } from "@chhaap/contract/after-sales";
import { RotateCcw } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { RETURN_BLOCK_TEXT } from "./after-sale-text.ts";
import { formatOrderDate } from "./order-date.ts";

/**
 * Under a delivered line: the way to its return or exchange form with the window's last day, or why
 * there is none (the window has closed, a request is open, every piece has been asked for).
 */
export function LineReturnAction({
  orderNumber,
  options,
  lastDay,
  language,
}: {
  orderNumber: string;
  options: LineReturnOptions | undefined;
  lastDay: string | null;
  language: string;
}) {
  const t = useT();
  if (!options || options.blocked === "not_delivered") return null;
  const date = lastDay ? formatOrderDate(lastDay, language) : "";
  if (options.blocked === null) {
    const to = `/orders/${encodeURIComponent(orderNumber)}/return?line=${encodeURIComponent(options.line_id)}`;
    return (
      <p className="order-line__return">
        <Link to={to} className="order-line__return-link">
          <RotateCcw aria-hidden="true" size={16} />
          {t("returnOrExchange")}
        </Link>{" "}
        <span className="order-line__return-note">{t("returnUntil", { date })}</span>
      </p>
    );
  }
  return <p className="order-line__return-note">{t(RETURN_BLOCK_TEXT[options.blocked], { date })}</p>;
}
