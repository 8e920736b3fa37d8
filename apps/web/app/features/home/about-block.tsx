import type { AboutBlock as About } from "@chhaap/contract/catalog";
import { useShopText } from "#app/lib/i18n/i18n-provider.tsx";
import { splitParagraphs } from "#app/lib/paragraphs.ts";

/** The about text block; its description keeps the shop's paragraphs. */
export function AboutBlock({ about }: { about: About }) {
  const shopText = useShopText();
  return (
    <section className="home-section container about" aria-labelledby="about-title">
      <div className="about__head">
        <p className="eyebrow">{shopText(about.subTitle)}</p>
        <h2 id="about-title" className="home-heading__title">
          {shopText(about.title)}
        </h2>
      </div>
      <div className="about__body">
        {splitParagraphs(about.description).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
