import type { Variant } from "@chhaap/contract/catalog";
import { ShoppingBag, Zap } from "lucide-react";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useNotify } from "#app/components/notification.tsx";
import { announceCartChanged, GUEST_CART_KEY } from "#app/features/cart/guest-cart.ts";
import { addGuestCartLine, buildCartLine, buyNowState, clampQuantity, QUANTITY_MIN } from "#app/features/cart/guest-cart-line.ts";
import { useServerAddToCart } from "#app/features/cart/use-server-add-to-cart.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { readLocal, writeLocal } from "#app/lib/local-store.ts";
import { isInStock } from "./product-json-ld.ts";
import { QuantityStepper } from "./quantity-stepper.tsx";
import type { SizeChart } from "./size-chart.ts";
import { SizeGuide } from "./size-guide.tsx";
import { SizePicker } from "./size-picker.tsx";

type BuyableVariant = Pick<Variant, "_id" | "product" | "price" | "salePrice" | "images" | "attributes" | "size" | "stock">;

/** A single size in stock needs no choosing (free-size drapes); otherwise the shopper picks (spec 4). */
function initialSize(sizes: Variant["size"]): string | null {
  const [only] = sizes;
  return sizes.length === 1 && only?.inStock ? only.sizeName : null;
}

/**
 * Size, quantity, ADD TO CART and BUY NOW (spec 2, 4, 5, 8). Both buttons need a size first. The bag is
 * the guest bag in localStorage for guests and the server bag for logged-in shoppers.
 * Renders two siblings so the page can keep the button bar within reach on phones (VISUAL.md).
 */
export function BuyPanel({ variant, sizeChart }: { variant: BuyableVariant; sizeChart: SizeChart | null }) {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const addForUser = useServerAddToCart();
  const [size, setSize] = useState<string | null>(() => initialSize(variant.size));
  const [sizeMissing, setSizeMissing] = useState(false);
  const sizesRef = useRef<HTMLFieldSetElement>(null);
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  const available = isInStock(variant.stock.status) && variant.size.some((entry) => entry.inStock);

  function chosenLine() {
    if (!size) {
      // Spec 5 and 8, spelling fixed (ARCHITECTURE.md): one message for both buttons.
      notify("warning", t("selectSize"));
      // The toast fades; the message beside the sizes stays, and focus goes where the choice is made.
      setSizeMissing(true);
      sizesRef.current?.querySelector<HTMLInputElement>("input:not(:disabled)")?.focus();
      return null;
    }
    return buildCartLine(variant, size, quantity);
  }

  function addToCart() {
    const line = chosenLine();
    if (!line) return;
    // Logged in: the server bag (issue 5); guests keep theirs in browser storage.
    if (addForUser) {
      void addForUser(line);
      return;
    }
    const result = addGuestCartLine(readLocal(GUEST_CART_KEY), line);
    if (!result.added) {
      notify("warning", t("alreadyInCart"));
      return;
    }
    writeLocal(GUEST_CART_KEY, result.stored);
    if (readLocal(GUEST_CART_KEY) !== result.stored) {
      notify("danger", t("addToCartFailed"));
      return;
    }
    announceCartChanged();
    navigate("/cart");
  }

  function buyNow() {
    const line = chosenLine();
    if (line) navigate("/shopping-cart", { state: buyNowState(line) });
  }

  return (
    <>
      <div className="product-detail__options">
        {variant.size.length > 0 ? (
          <SizePicker
            sizes={variant.size}
            value={size}
            onChange={(chosen) => {
              setSize(chosen);
              setSizeMissing(false);
            }}
            error={sizeMissing ? t("selectSize") : null}
            fieldsetRef={sizesRef}
            guide={sizeChart ? <SizeGuide chart={sizeChart} /> : null}
          />
        ) : null}
        <QuantityStepper value={quantity} onChange={(next) => setQuantity(clampQuantity(next))} />
      </div>
      <div className="buy-bar">
        <button type="button" className="button button--ghost buy-bar__button" onClick={addToCart} disabled={!available}>
          <ShoppingBag aria-hidden="true" size={18} />
          <span>{t("addToCart")}</span>
        </button>
        <button type="button" className="button button--primary buy-bar__button" onClick={buyNow} disabled={!available}>
          <Zap aria-hidden="true" size={18} />
          <span>{t("buyNow")}</span>
        </button>
      </div>
    </>
  );
}
