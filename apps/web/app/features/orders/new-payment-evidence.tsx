import "#app/styles/checkout.css";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import {
  type ChosenSnap,
  PaymentSnapDropZone,
  TransferReferenceField,
  transferReferenceRefused,
} from "#app/features/checkout/index.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useTypedBeforeHydration } from "#app/lib/use-typed-before-hydration.ts";

/**
 * After the shop could not verify a bank transfer: a new screenshot or reference, sent from the order
 * page (a multipart form to the page's action, which passes it to the API). A reference the shop cannot
 * accept is said at its field before sending (with scripts), or after the server refused it (`refused`,
 * with the reference as typed), keeping the chosen screenshot where scripts run.
 */
export function NewPaymentEvidence({
  problem,
  refused,
}: {
  problem: string | null;
  /** The reference the server refused, as typed, or null. */
  refused: string | null;
}) {
  const t = useT();
  const [chosen, setChosen] = useState<ChosenSnap>({ snap: null, preview: null });
  // The reference refused as typed: its message stays until the shopper edits it.
  const [refusedReference, setRefusedReference] = useState<string | null>(refused);
  const [reference, setReference] = useState(refused ?? "");
  const referenceRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(referenceRef, setReference);
  useEffect(() => {
    // A refusal from the server (also after a post without scripts): the reference to correct, in focus.
    if (refused === null) return;
    setRefusedReference(refused);
    setReference(refused);
    referenceRef.current?.focus();
  }, [refused]);
  const sending = useNavigation().state === "submitting";
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="order-evidence"
      onSubmit={(event) => {
        if (!transferReferenceRefused(reference)) return;
        event.preventDefault();
        setRefusedReference(reference);
        requestAnimationFrame(() => referenceRef.current?.focus());
      }}
    >
      <h2 className="order-detail__title">{t("orderNewEvidenceTitle")}</h2>
      <input type="hidden" name="intent" value="payment" />
      <PaymentSnapDropZone value={chosen} onChange={setChosen} />
      <TransferReferenceField
        refused={refusedReference !== null && refusedReference === reference}
        inputRef={referenceRef}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
      <div role="alert">{problem ? <p className="order-detail__notice">{problem}</p> : null}</div>
      <button type="submit" className="button button--primary" disabled={sending}>
        {t("orderNewEvidenceSend")}
      </button>
    </Form>
  );
}
