import { useShopText } from "#app/lib/i18n/i18n-provider.tsx";

/**
 * A home section's serif heading with the block's own subtitle under it. The shop's
 * headings show in the shopper's language where the shop has translated them.
 */
export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  const shopText = useShopText();
  return (
    <div className="home-heading">
      <h2 id={id} className="home-heading__title">
        {shopText(title)}
      </h2>
      {subtitle ? <p className="home-heading__subtitle">{shopText(subtitle)}</p> : null}
    </div>
  );
}
