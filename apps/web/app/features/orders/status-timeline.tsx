import type { OrderStatus } from "@chhaap/contract/orders";
import { Check, Circle, X } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { formatOrderDate } from "./order-date.ts";
import { STATUS_LABELS, timelineSteps } from "./order-status.ts";

/** The status timeline of an order's detail and of Track order. */
export function StatusTimeline({
  current,
  history,
  language,
}: {
  current: OrderStatus;
  history: readonly { status: OrderStatus; at: string }[];
  language: string;
}) {
  const t = useT();
  const steps = timelineSteps(current, history);
  return (
    <ol className="status-timeline" aria-label={t("orderTimeline")}>
      {steps.map((step) => {
        const cancelled = step.status === "cancelled";
        const state = cancelled ? "cancelled" : step.reached ? "reached" : "ahead";
        const Icon = cancelled ? X : step.reached ? Check : Circle;
        return (
          <li
            key={`${step.status}-${step.at ?? "ahead"}`}
            className={`status-timeline__step status-timeline__step--${state}`}
            aria-current={step.status === current ? "step" : undefined}
          >
            <span className="status-timeline__marker" aria-hidden="true">
              <Icon size={14} />
            </span>
            <span className="status-timeline__label">{t(STATUS_LABELS[step.status])}</span>
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
export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return <span className={`status-badge status-badge--${status}`}>{t(STATUS_LABELS[status])}</span>;
}
