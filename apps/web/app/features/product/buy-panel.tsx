import type { Variant } from "@chhaap/contract/catalog";
import type { SizeChart } from "@chhaap/contract/size-charts";
import { type FormEvent, useRef, useState } from "react";
import { useActionData, useFetcher, useNavigate, useRouteLoaderData } from "react-router";
import { ShoppingBag, Zap } from "#app/components/icons.tsx";
import { useNotify } from "#app/components/notification.tsx";
import {
  type AddToBagAnswer,
  addGuestCartLine,
  addToBagNotice,
  announceCartChanged,
  buildCartLine,
  buyNowState,
  clampQuantity,
  GUEST_CART_KEY,
  QUANTITY_MIN,
  storeGuestCart,
} from "#app/features/cart/index.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { readLocal } from "#app/lib/local-store.ts";
import { useAnnounce } from "#app/lib/use-announce.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { isInStock } from "./product-json-ld.ts";
import { QuantityStepper } from "./quantity-stepper.tsx";
import { SizeGuide } from "./size-guide.tsx";
import { garmentTypeOf } from "./size-memory.ts";
import { SizePicker } from "./size-picker.tsx";
import { useUsualSize } from "./use-usual-size.ts";
import { UsualSizeNote } from "./usual-size-note.tsx";

type BuyableVariant = Pick<
  Variant,
  "_id" | "product" | "price" | "salePrice" | "images" | "attributes" | "size" | "stock" | "category"
>;

/** A single size in stock needs no choosing (free-size drapes); otherwise the shopper picks. */
function initialSize(sizes: Variant["size"]): string | null {
  const [only] = sizes;
  return sizes.length === 1 && only?.inStock ? only.sizeName : null;
}

/**
 * Size, quantity, ADD TO CART and BUY NOW. Both buttons need a size first. One form posts either
 * intent to the product page's action: a logged-in shopper's bag is on the server, and this works
 * before the scripts have loaded too. With scripts, a guest's ADD TO CART stays in browser storage and
 * a guest's BUY NOW goes to checkout, which asks them to log in first.
 * Renders two siblings so the page can keep the button bar within reach on phones.
 */
export function BuyPanel({ variant, sizeChart }: { variant: BuyableVariant; sizeChart: SizeChart | null }) {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const loggedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.user);
  const fetcher = useFetcher<AddToBagAnswer>({ key: `buy-${variant._id}` });
  // Without scripts the form posts as a page: its answer comes back as the page's action data.
  const posted = useActionData<AddToBagAnswer | object>();
  const postedAnswer =
    posted && "intent" in posted && (posted.intent === "add-to-cart" || posted.intent === "buy-now") ? posted : null;
  const [size, setSize] = useState<string | null>(() => initialSize(variant.size));
  const [sizeMissing, setSizeMissing] = useState(Boolean(postedAnswer?.sizeMissing));
  const sizesRef = useRef<HTMLFieldSetElement>(null);
  const usualSize = useUsualSize({
    garmentType: garmentTypeOf(variant.category._id, sizeChart),
    sizes: variant.size,
    chosen: size,
    choose: setSize,
    sizesRef,
  });
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  const available = isInStock(variant.stock.status) && variant.size.some((entry) => entry.inStock);
  const busy = fetcher.state !== "idle";

  useAnnounce(fetcher.data?.at, () => {
    if (!fetcher.data) return;
    const notice = addToBagNotice(t, fetcher.data);
    notify(notice.type, notice.text);
  });

  function askForSize() {
    // One message for both buttons.
    notify("warning", t("selectSize"));
    // The toast fades; the message beside the sizes stays, and focus goes where the choice is made.
    setSizeMissing(true);
    sizesRef.current?.querySelector<HTMLInputElement>("input:not(:disabled)")?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    // One answer at a time: a second press while the first is under way is the same request.
    if (busy) {
      event.preventDefault();
      return;
    }
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = submitter instanceof HTMLButtonElement ? submitter.value : "add-to-cart";
    if (!size) {
      event.preventDefault();
      askForSize();
      return;
    }
    if (loggedIn) return;
    // A guest: the bag in browser storage, or checkout (which asks them to log in) with the one item.
    event.preventDefault();
    const line = buildCartLine(variant, size, quantity);
    if (intent === "buy-now") {
      navigate("/shopping-cart", { state: buyNowState(line) });
      return;
    }
    const result = addGuestCartLine(readLocal(GUEST_CART_KEY), line);
    if (!result.added) {
      notify("warning", t("alreadyInCart"));
      return;
    }
    storeGuestCart(result.stored);
    if (readLocal(GUEST_CART_KEY) !== result.stored) {
      notify("danger", t("addToCartFailed"));
      return;
    }
    announceCartChanged();
    navigate("/cart");
  }

  const postedNotice = postedAnswer && !postedAnswer.sizeMissing ? addToBagNotice(t, postedAnswer) : null;

  return (
    <fetcher.Form method="post" className="buy-panel" onSubmit={submit}>
      <input type="hidden" name="variantId" value={variant._id} />
      <input type="hidden" name="quantity" value={quantity} />
      <div className="product-detail__options">
        {variant.size.length > 0 ? (
          <SizePicker
            sizes={variant.size}
            value={size}
            onChange={(chosen) => {
              setSize(chosen);
              setSizeMissing(false);
              usualSize.remember(chosen);
            }}
            error={sizeMissing ? t("selectSize") : null}
            fieldsetRef={sizesRef}
            guide={sizeChart ? <SizeGuide chart={sizeChart} /> : null}
          />
        ) : null}
        <UsualSizeNote size={usualSize.noticed} onHide={usualSize.hide} />
        <QuantityStepper value={quantity} onChange={(next) => setQuantity(clampQuantity(next))} />
        {postedNotice ? (
          <p className="buy-panel__notice" role="alert">
            {postedNotice.text}
          </p>
        ) : null}
      </div>
      <div className="buy-bar">
        <button
          type="submit"
          name="intent"
          value="add-to-cart"
          className="button button--ghost buy-bar__button"
          disabled={!available}
        >
          <ShoppingBag aria-hidden="true" size={18} />
          <span>{t("addToCart")}</span>
        </button>
        <button
          type="submit"
          name="intent"
          value="buy-now"
          className="button button--primary buy-bar__button"
          disabled={!available}
        >
          <Zap aria-hidden="true" size={18} />
          <span>{t("buyNow")}</span>
        </button>
      </div>
    </fetcher.Form>
  );
}
