import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { ChevronLeft, ChevronRight } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { loader as rootLoader } from "#app/root.tsx";

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/** Slide widths per breakpoint live in home.css (`.carousel--{kind}`), so server HTML is laid out before hydration. */
export type CarouselKind = "categories" | "products" | "wide" | "stories";

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The home page's sliders on Embla: touch and mouse drag come from Embla; previous/next
 * buttons and the arrow keys (while focus is on its buttons or slides) move one view at a time. No autoplay
 * (moving content the shopper did not ask for fails WCAG 2.2.2 without a pause
 * control). Markup follows the WAI-ARIA carousel pattern: a labelled region of labelled slide groups.
 */
export function Carousel<T>({
  className = "",
  kind,
  labelledBy,
  head,
  items,
  itemKey,
  renderSlide,
}: {
  /** Layout classes of the section the carousel is. */
  className?: string;
  kind: CarouselKind;
  /** Id of the heading inside `head` that names the carousel. */
  labelledBy: string;
  head: ReactNode;
  items: T[];
  itemKey: (item: T) => string;
  renderSlide: (item: T, index: number) => ReactNode;
}) {
  const t = useT();
  const rtl = useRouteLoaderData<typeof rootLoader>("root")?.language.dir === "rtl";
  const [viewportRef, api] = useEmblaCarousel({
    align: "start",
    containScroll: "trimSnaps",
    slidesToScroll: "auto",
    direction: rtl ? "rtl" : "ltr",
  });
  // Before hydration nothing is measured yet: offer "next" whenever there is more than one slide.
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(items.length > 1);

  const updateButtons = useCallback((embla: EmblaApi) => {
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, []);

  useEffect(() => {
    if (!api) return;
    updateButtons(api);
    api.on("select", updateButtons).on("reInit", updateButtons);
    return () => {
      api.off("select", updateButtons).off("reInit", updateButtons);
    };
  }, [api, updateButtons]);

  const previous = useCallback(() => api?.scrollPrev(prefersReducedMotion()), [api]);
  const next = useCallback(() => api?.scrollNext(prefersReducedMotion()), [api]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    // In a right-to-left page the next slides lie to the left.
    const forward = (event.key === "ArrowRight") !== rtl;
    if (forward) next();
    else previous();
  }

  const scrollable = canPrev || canNext;
  return (
    // A labelled <section> is the region of the pattern; its keys work wherever focus is inside it.
    <section
      className={`carousel carousel--${kind}${scrollable ? "" : " carousel--static"} ${className}`}
      aria-roledescription={t("carousel")}
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
    >
      <div className="carousel__head">
        {head}
        <div className="carousel__controls">
          {/* aria-disabled, not disabled: a button that keeps focus at the end of the row keeps the arrow keys working. */}
          <button
            type="button"
            className="carousel__button"
            onClick={previous}
            aria-disabled={!canPrev}
            aria-label={t("carouselPrevious")}
          >
            <ChevronLeft aria-hidden="true" size={22} strokeWidth={1.75} />
          </button>
          <button
            type="button"
            className="carousel__button"
            onClick={next}
            aria-disabled={!canNext}
            aria-label={t("carouselNext")}
          >
            <ChevronRight aria-hidden="true" size={22} strokeWidth={1.75} />
          </button>
        </div>
      </div>
      <div className="carousel__viewport" ref={viewportRef}>
        <div className="carousel__container">
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group; a fieldset is for form controls.
            <div
              key={itemKey(item)}
              className="carousel__slide"
              role="group"
              aria-roledescription={t("carouselSlide")}
              aria-label={t("carouselSlideOf", { n: index + 1, m: items.length })}
            >
              {renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
