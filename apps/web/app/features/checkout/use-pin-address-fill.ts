import { isIndia } from "@chhaap/contract/address";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { checkDeliveryFromBrowser, type DeliveryCheck, PIN_CODE, readRememberedPin } from "#app/features/delivery/index.ts";
import type { loader as rootLoader } from "#app/root.tsx";

type Field = "city" | "state";

/**
 * A new Indian address's PIN code, as it is typed, asked of the delivery promise: its town fills the
 * town/city and its state chooses the state, unless the shopper has written or chosen them (a field
 * is filled again, or emptied when the PIN code changes, only while it still holds what was filled); the answer's dates and cash
 * on delivery show under the form. The PIN code last checked on a product page starts the form. The
 * address fields stay uncontrolled: this listens on the form.
 */
export function usePinAddressFill(variantIds: readonly string[]) {
  const countries = useRouteLoaderData<typeof rootLoader>("root")?.countries ?? [];
  const [check, setCheck] = useState<DeliveryCheck | null>(null);
  const filled = useRef<Record<Field, string | null>>({ city: null, state: null });
  const chosenByShopper = useRef<Record<Field, boolean>>({ city: false, state: false });
  const asked = useRef<AbortController | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const latest = useRef<(form: HTMLFormElement) => void>(() => {});
  latest.current = (form) => {
    const zip = form.elements.namedItem("zip");
    const country = form.elements.namedItem("country");
    const remembered = readRememberedPin();
    if (!remembered || !(zip instanceof HTMLInputElement) || zip.value.trim() !== "") return;
    // A PIN code is India's: an address abroad keeps its own postcode field empty.
    if (!(country instanceof HTMLSelectElement) || !inIndia(country.value)) return;
    zip.value = remembered;
    onFieldChange(form, zip);
  };
  useEffect(() => {
    if (formRef.current) latest.current(formRef.current);
    return () => asked.current?.abort();
  }, []);

  function inIndia(country: string): boolean {
    return isIndia(country) || countries.some((entry) => entry.countryName === country && entry.isoCode === "IN");
  }

  function fill(form: HTMLFormElement, name: Field, value: string) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement) || !value) return;
    const current = field.value.trim();
    if (chosenByShopper.current[name] && current !== "" && current !== filled.current[name]) return;
    if (field instanceof HTMLSelectElement && ![...field.options].some((option) => option.value === value)) return;
    field.value = value;
    filled.current[name] = value;
    chosenByShopper.current[name] = false;
  }

  /** What an earlier PIN code filled and the shopper left goes: a new PIN code's town is not the old one's. */
  function unfill(form: HTMLFormElement) {
    for (const name of ["city", "state"] as const) {
      const field = form.elements.namedItem(name);
      const value = filled.current[name];
      if (
        (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) &&
        value !== null &&
        field.value.trim() === value
      )
        field.value = "";
      filled.current[name] = null;
    }
  }

  async function ask(form: HTMLFormElement, pin: string) {
    asked.current?.abort();
    const controller = new AbortController();
    asked.current = controller;
    try {
      const answer = await checkDeliveryFromBrowser(pin, variantIds, controller.signal);
      setCheck(answer);
      if (answer.kind !== "found") return;
      fill(form, "city", answer.promise.town);
      fill(form, "state", answer.promise.state);
    } catch {
      // A newer PIN code replaced this one.
    }
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target;
    if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement) onFieldChange(event.currentTarget, target);
  }

  function onFieldChange(form: HTMLFormElement, target: HTMLInputElement | HTMLSelectElement) {
    if (target.name === "city" || target.name === "state") {
      chosenByShopper.current[target.name] = true;
      return;
    }
    if (target.name !== "zip" && target.name !== "country") return;
    const country = form.elements.namedItem("country");
    const zip = form.elements.namedItem("zip");
    // India chosen with the PIN code still empty (so nothing checked): the remembered one starts it.
    if (target.name === "country" && zip instanceof HTMLInputElement && zip.value.trim() === "") return latest.current(form);
    const pin = zip instanceof HTMLInputElement ? zip.value.replace(/\s+/g, "") : "";
    if (target.name === "zip") unfill(form);
    if (!(country instanceof HTMLSelectElement) || !inIndia(country.value) || !PIN_CODE.test(pin)) {
      asked.current?.abort();
      setCheck(null);
      return;
    }
    void ask(form, pin);
  }

  return { check, onChange, formRef };
}
