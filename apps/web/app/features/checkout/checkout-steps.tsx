import { Check } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";

export type CheckoutStep = 1 | 2 | 3;

const STEPS: { step: CheckoutStep; label: MessageKey }[] = [
  { step: 1, label: "stepDelivery" },
  { step: 2, label: "stepPayment" },
  { step: 3, label: "stepConfirmation" },
];

/** The wizard's progress (delivery, payment, confirmation). */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const t = useT();
  return (
    <ol className="checkout-steps" aria-label={t("checkoutProgress")}>
      {STEPS.map(({ step, label }) => {
        const state = step < current ? "done" : step === current ? "current" : "next";
        return (
          <li
            key={step}
            className={`checkout-steps__step checkout-steps__step--${state}`}
            aria-current={state === "current" ? "step" : undefined}
          >
            <span className="checkout-steps__marker" aria-hidden="true">
              {state === "done" ? <Check size={16} /> : step}
            </span>
            <span className="checkout-steps__label">{t(label)}</span>
            {state === "done" ? <span className="visually-hidden"> {t("stepDone")}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
