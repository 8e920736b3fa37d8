import type { VariantDetail } from "@chhaap/contract/catalog";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { splitParagraphs } from "#app/lib/paragraphs.ts";

/** The owner's copy, one `<p>` per paragraph (single breaks stay breaks). */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {splitParagraphs(text).map((paragraph) => (
        <p key={paragraph} dir="auto">
          {paragraph}
        </p>
      ))}
    </>
  );
}

/** Accordions for Product Details, Description and, when written, the craft story and care guide; details/summary work without JavaScript. */
export function ProductAccordions({
  variant,
}: {
  variant: Pick<VariantDetail, "product" | "attributes" | "dimensions" | "item_code">;
}) {
  const t = useT();
  const { width, height, length } = variant.dimensions;
  // Dimensions the owner left empty are stored as 0: a "0 × 0 × 0 cm" parcel tells a shopper nothing.
  const measured = width > 0 && height > 0 && length > 0;
  return (
    <div className="accordions">
      <details className="accordion" open>
        <summary>{t("productDetails")}</summary>
        <div className="accordion__body">
          <dl className="facts">
            <div>
              <dt>{t("material")}</dt>
              <dd dir="auto">{variant.attributes.material || t("unknown")}</dd>
            </div>
            <div>
              <dt>{t("colour")}</dt>
              <dd dir="auto">{variant.attributes.color || t("unknown")}</dd>
            </div>
            <div>
              <dt>{t("weight")}</dt>
              <dd>{t("weightKg", { kg: variant.attributes.weight })}</dd>
            </div>
            {measured ? (
              <div>
                <dt>{t("packedDimensions")}</dt>
                <dd>{t("dimensionsCm", { length, width, height })}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t("itemCode")}</dt>
              <dd>{variant.item_code}</dd>
            </div>
          </dl>
          {variant.product.details ? <Paragraphs text={variant.product.details} /> : null}
        </div>
      </details>
      <details className="accordion">
        <summary>{t("description")}</summary>
        <div className="accordion__body">
          <Paragraphs text={variant.product.description} />
        </div>
      </details>
      {variant.product.craftStory ? (
        <details className="accordion">
          <summary>{t("craftStory")}</summary>
          <div className="accordion__body">
            <Paragraphs text={variant.product.craftStory} />
          </div>
        </details>
      ) : null}
      {variant.product.careGuide ? (
        <details className="accordion">
          <summary>{t("careGuide")}</summary>
          <div className="accordion__body">
            <Paragraphs text={variant.product.careGuide} />
          </div>
        </details>
      ) : null}
    </div>
  );
}
