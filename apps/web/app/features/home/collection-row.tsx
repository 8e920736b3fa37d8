import { Link } from "#app/components/link.tsx";
import { ProductCard, useCardsNearScreen } from "#app/features/product/index.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { Carousel } from "./carousel.tsx";
import type { HomeRowHeading } from "./home-data.server.ts";
import { readCollectionCards } from "./read-collection.ts";
import { SectionHeading } from "./section-heading.tsx";
import { TrendCard } from "./trend-card.tsx";

/**
 * A collection row below the first screen (trending, week, most selling, most liked), drawn in the
 * browser once it nears the screen (decision 0060): its cards were two thirds of the home page's HTML
 * and a third of its hydration data. The server writes the heading and a View more link to the
 * pieces, so a page read without scripts, or by a crawler, still leads on. `path` is the collection's
 * public answer, the one the loader read the heading from (kept by browsers and the API five seconds).
 * Trending is a band of wide slides with a Buy Now button; the others slide the shop's product card.
 */
export function CollectionRow({
  id,
  path,
  heading,
  wide = false,
}: {
  id: string;
  path: string;
  heading: HomeRowHeading;
  wide?: boolean;
}) {
  const t = useT();
  const { ref, cards } = useCardsNearScreen<HTMLDivElement>(path, readCollectionCards);
  const titleId = `${id}-title`;
  const title = <SectionHeading id={titleId} title={heading.tittle} subtitle={heading.subTittle} />;
  const more = (
    <p className="home-section__more">
      <Link to="/product" className="button button--ghost" aria-describedby={titleId}>
        {t("homeViewMore")}
      </Link>
    </p>
  );
  const row =
    cards.state === "ready" && cards.cards.length > 0 ? (
      <Carousel
        className={wide ? "container" : ""}
        kind={wide ? "wide" : "products"}
        labelledBy={titleId}
        head={title}
        items={cards.cards}
        itemKey={(variant) => variant._id}
        renderSlide={(variant) =>
          wide ? (
            <TrendCard variant={variant} />
          ) : (
            <ProductCard
              variant={variant}
              sizes="(min-width: 1240px) 295px, (min-width: 1024px) 24vw, (min-width: 640px) 31vw, 44vw"
            />
          )
        }
      />
    ) : (
      <section className={wide ? "container" : undefined} aria-labelledby={titleId} aria-busy={cards.state === "waiting"}>
        {title}
        {/* Holds the cards' place while they come, so the page below does not jump; not without scripts. */}
        {cards.state === "waiting" ? <span className={`home-row__space home-row__space--${wide ? "wide" : "cards"}`} /> : null}
      </section>
    );
  return (
    <div ref={ref} className={wide ? "home-band" : "home-section container"}>
      {row}
      {wide ? <div className="container">{more}</div> : more}
    </div>
  );
}
