import type { HappyCustomer } from "@chhaap/contract/catalog";
import { Picture } from "#app/components/picture.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { Carousel } from "./carousel.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** The customer stories carousel. Reviews are shoppers' words: always rendered as text. */
export function CustomerStories({ customers }: { customers: HappyCustomer[] }) {
  const t = useT();
  return (
    <div className="home-band">
      <Carousel
        className="container"
        kind="stories"
        labelledBy="stories-title"
        head={<SectionHeading id="stories-title" title={t("customerStories")} subtitle={t("customerStoriesText")} />}
        items={customers}
        itemKey={(customer) => customer._id}
        renderSlide={(customer) => (
          <figure className="story-card">
            <blockquote className="story-card__quote">
              <p>{customer.review}</p>
            </blockquote>
            <figcaption className="story-card__author">
              <Picture
                className="story-card__image"
                src={customer.image}
                at={320}
                width={800}
                height={1000}
                alt=""
                loading="lazy"
                decoding="async"
              />
              <span>
                <span className="story-card__name">{customer.name}</span>
                {customer.place ? <span className="story-card__place">{customer.place}</span> : null}
              </span>
            </figcaption>
          </figure>
        )}
      />
    </div>
  );
}
