import { PAYMENT_SNAP_MAX_BYTES } from "@chhaap/contract/orders";
import { type DragEvent, useId, useRef, useState } from "react";
import { ImageUp, X } from "#app/components/icons.tsx";
import { useNotify } from "#app/components/notification.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/** JPEG, PNG or WebP, at most 5 MB; checked here first, then by the server. */
const SNAP_TYPES = ["image/jpeg", "image/png", "image/webp"];

export interface ChosenSnap {
  snap: File | null;
  /** A data: URL of the screenshot (the CSP allows data: images, not blob:). */
  preview: string | null;
}

/**
 * The payment screenshot: a drop zone that also opens the file chooser on a click, tap, Enter or
 * Space (the real file input sits inside it, visually hidden but focusable), then the picture itself
 * with its name and a way to remove it.
 */
export function PaymentSnapDropZone({ value, onChange }: { value: ChosenSnap; onChange: (chosen: ChosenSnap) => void }) {
  const t = useT();
  const notify = useNotify();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function take(file: File | null) {
    const input = inputRef.current;
    if (!file) {
      onChange({ snap: null, preview: null });
      return;
    }
    if (!SNAP_TYPES.includes(file.type)) {
      if (input) input.value = "";
      notify("warning", t("paymentSnapNotImage"));
      return;
    }
    if (file.size > PAYMENT_SNAP_MAX_BYTES) {
      if (input) input.value = "";
      notify("warning", t("paymentSnapTooLarge"));
      return;
    }
    const reader = new FileReader();
    reader.onload = () => onChange({ snap: file, preview: typeof reader.result === "string" ? reader.result : null });
    reader.readAsDataURL(file);
  }

  function drop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0] ?? null);
  }

  function remove() {
    if (inputRef.current) inputRef.current.value = "";
    onChange({ snap: null, preview: null });
    inputRef.current?.focus();
  }

  return (
    <div className="checkout-field">
      <span className="checkout-field__label" id={`${inputId}-title`}>
        <ImageUp aria-hidden="true" size={18} /> {t("paymentSnapLabel")}
      </span>
      <label
        htmlFor={inputId}
        className={`drop-zone${dragging ? " drop-zone--over" : ""}${value.preview ? " drop-zone--filled" : ""}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          name="payment_snap"
          accept={SNAP_TYPES.join(",")}
          className="drop-zone__input"
          onChange={(event) => take(event.currentTarget.files?.[0] ?? null)}
          aria-labelledby={`${inputId}-title`}
          aria-describedby={hintId}
        />
        {value.preview ? (
          <img src={value.preview} alt={t("paymentSnapPreview")} className="drop-zone__preview" />
        ) : (
          <ImageUp aria-hidden="true" size={32} className="drop-zone__icon" />
        )}
        <span className="drop-zone__text">
          {value.snap ? (
            <span className="drop-zone__name">{value.snap.name}</span>
          ) : (
            <span className="drop-zone__call">{t("paymentSnapDrop")}</span>
          )}
          <span id={hintId} className="checkout-field__hint">
            {value.snap ? t("paymentSnapReplace") : t("paymentSnapHint")}
          </span>
        </span>
      </label>
      {value.snap ? (
        <button type="button" className="button button--ghost drop-zone__remove" onClick={remove}>
          <X aria-hidden="true" size={16} />
          {t("paymentSnapRemove")}
        </button>
      ) : null}
    </div>
  );
}
