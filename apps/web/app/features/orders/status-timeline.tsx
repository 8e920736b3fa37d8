import type { OrderStatus, OrderSummary, TimelineEvent } from "@chhaap/contract/orders";
import { Check, Circle, X } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { formatOrderDate } from "./order-date.ts";
import { EVENT_LABELS, statusLabel, timelineSteps } from "./order-status.ts";

/** The status timeline of an order's detail and of Track order (which does not know the payment `method`). */
export function StatusTimeline({
  current,
  history,
  language,
  method,
}: {
  current: OrderStatus;
  history: readonly { status: OrderStatus; event: TimelineEvent; at: string }[];
  language: string;
  method?: OrderSummary["payment_method"];
}) {
  const t = useT();
  const steps = timelineSteps(current, history);
  return (
    <ol className="status-timeline" aria-label={t("orderTimeline")}>
      {steps.map((step, index) => {
        // A payment turned down reads as a setback, like a cancellation, not as a step ticked off.
        const setback = step.status === "cancelled" || step.event === "payment_rejected";
        const state = setback ? "cancelled" : step.reached ? "reached" : "ahead";
        const Icon = setback ? X : step.reached ? Check : Circle;
        const label = step.event === "status" ? statusLabel(step.status, method) : EVENT_LABELS[step.event];
        const latest = !steps.slice(index + 1).some((later) => later.reached);
        return (
          <li
            key={`${step.status}-${step.event}-${step.at ?? "ahead"}`}
            className={`status-timeline__step status-timeline__step--${state}`}
            aria-current={step.status === current && latest ? "step" : undefined}
          >
            <span className="status-timeline__marker" aria-hidden="true">
              <Icon size={14} />
            </span>
            <span className="status-timeline__label">{t(label)}</span>
            {step.at ? (
              <time className="status-timeline__time" dateTime={step.at}>
                {formatOrderDate(step.at, language, true)}
              </time>
            ) : !step.reached ? (
              <span className="visually-hidden">{t("statusAhead")}</span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The order's status as a badge; cancelled stands out. */
export function StatusBadge({ status, method }: { status: OrderStatus; method?: OrderSummary["payment_method"] }) {
  const t = useT();
  return <span className={`status-badge status-badge--${status}`}>{t(statusLabel(status, method))}</span>;
}
