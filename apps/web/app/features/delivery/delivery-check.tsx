import "#app/styles/delivery.css";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { DeliveryCheckResult } from "./delivery-check-result.tsx";
import { type DeliveryCheck as Check, checkDeliveryFromBrowser, PIN_CODE } from "./delivery-promise.ts";
import { readRememberedPin, rememberPin } from "./remembered-pin.ts";
import { useShipsToIndia } from "./use-ships-to-india.ts";

/**
 * The product page's "Check delivery": a PIN code gives the days the piece arrives between and
 * whether cash on delivery is taken there. Without scripts it is a GET form to the page itself
 * (`?pin=`, answered by the loader as `initial`); with them the browser asks the API in place, as
 * soon as six digits are typed. The PIN code is remembered on the browser and checked again on the
 * next product page. Only for shoppers whose country is India.
 */
export function DeliveryCheck({ variantIds, initial }: { variantIds: readonly string[]; initial: Check | null }) {
  const t = useT();
  const id = useId();
  const location = useLocation();
  const inIndia = useShipsToIndia();
  const [check, setCheck] = useState<Check | null>(initial);
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const asked = useRef<AbortController | null>(null);
  const variantKey = variantIds.join(",");

  async function run(pin: string) {
    asked.current?.abort();
    const controller = new AbortController();
    asked.current = controller;
    setPending(true);
    try {
      const answer = await checkDeliveryFromBrowser(pin, variantKey ? variantKey.split(",") : [], controller.signal);
      setCheck(answer);
      if (answer.kind === "found") rememberPin(pin);
    } catch {
      // Replaced by a newer check.
      return;
    } finally {
      if (asked.current === controller) setPending(false);
    }
  }

  const latest = useRef({ run, initial });
  latest.current = { run, initial };
  // On arrival (the check is keyed by piece): the PIN code remembered from an earlier page, checked for this piece.
  useEffect(() => {
    if (latest.current.initial || !inIndia) return;
    const remembered = readRememberedPin();
    if (!remembered || !inputRef.current || inputRef.current.value) return;
    inputRef.current.value = remembered;
    void latest.current.run(remembered);
  }, [inIndia]);
  // A check sent without scripts comes back as the page's data; a reload without `?pin=` keeps the last one,
  // and so does a reload with the same `?pin=` (after Add to bag, say): a check made in place since stays.
  const appliedPin = useRef<string | null>(null);
  useEffect(() => {
    if (!initial || appliedPin.current === initial.pin) return;
    appliedPin.current = initial.pin;
    setCheck(initial);
    if (inputRef.current) inputRef.current.value = initial.pin;
    if (initial.kind === "found") rememberPin(initial.pin);
  }, [initial]);
  useEffect(() => () => asked.current?.abort(), []);

  if (!inIndia) return null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pin = (inputRef.current?.value ?? "").replace(/\s+/g, "");
    if (!PIN_CODE.test(pin)) {
      setCheck({ kind: "malformed", pin });
      inputRef.current?.focus();
      return;
    }
    void run(pin);
  }

  const resultId = `${id}-result`;
  return (
    <section className="delivery-check" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="delivery-check__title">
        {t("deliveryCheckTitle")}
      </h2>
      <form method="get" action={location.pathname} className="delivery-check__form" onSubmit={submit}>
        <label htmlFor={`${id}-pin`} className="delivery-check__label">
          {t("deliveryPinLabel")}
        </label>
        <div className="delivery-check__row">
          <input
            ref={inputRef}
            id={`${id}-pin`}
            name="pin"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={7}
            className="delivery-check__input"
            defaultValue={initial?.pin ?? ""}
            aria-describedby={resultId}
            aria-invalid={check && check.kind !== "found" && check.kind !== "failed" ? true : undefined}
            onChange={(event) => {
              const pin = event.currentTarget.value.replace(/\s+/g, "");
              if (PIN_CODE.test(pin)) void run(pin);
            }}
          />
          <button type="submit" className="button button--ghost delivery-check__button" disabled={pending}>
            {pending ? t("deliveryChecking") : t("deliveryCheckButton")}
          </button>
        </div>
      </form>
      <div id={resultId} className="delivery-check__result" role="status" aria-live="polite">
        {check && !pending ? <DeliveryCheckResult check={check} /> : null}
      </div>
    </section>
  );
}
