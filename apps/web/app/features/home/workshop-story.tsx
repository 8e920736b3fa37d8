import type { HomeCollectionDetail } from "@chhaap/contract/catalog";
import { useState } from "react";
import { Play } from "#app/components/icons.tsx";
import { Picture } from "#app/components/picture.tsx";
import { useShopText, useT } from "#app/lib/i18n/i18n-provider.tsx";
import { splitParagraphs } from "#app/lib/paragraphs.ts";
import type { HomeVideo } from "./home-data.server.ts";
import { VideoDialog } from "./video-dialog.tsx";

/**
 * The home collection detail (heading, subHeading, contents) beside the video
 * posters whose play buttons open the video popup. Either half may be missing (status false,
 * or a failed call); with neither the section is left out by the caller.
 */
export function WorkshopStory({ detail, videos }: { detail: HomeCollectionDetail | null; videos: HomeVideo[] }) {
  const t = useT();
  const shopText = useShopText();
  const [playing, setPlaying] = useState<string | null>(null);
  const titleId = detail ? "story-title" : "films-title";
  return (
    <section
      className={`home-section container story${detail && videos.length > 0 ? " story--split" : ""}`}
      aria-labelledby={titleId}
    >
      {detail ? (
        <div className="story__text">
          <p className="eyebrow">{shopText(detail.subHeading)}</p>
          <h2 id="story-title" className="home-heading__title">
            {shopText(detail.heading)}
          </h2>
          {splitParagraphs(detail.contents).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      {videos.length > 0 ? (
        <div className="story__films">
          {detail ? (
            <p className="story__films-title">{t("homeFilms")}</p>
          ) : (
            <h2 id="films-title" className="home-heading__title">
              {t("homeFilms")}
            </h2>
          )}
          <ul className={`story__posters story__posters--${Math.min(videos.length, 2)}`}>
            {videos.map((video, index) => (
              <li key={video._id}>
                <button
                  type="button"
                  className="video-poster"
                  onClick={() => setPlaying(video.videoId)}
                  aria-label={t("playVideo", { n: index + 1, m: videos.length })}
                  aria-haspopup="dialog"
                >
                  <Picture
                    src={video.mainImg}
                    sizes="(min-width: 992px) 560px, 92vw"
                    width={800}
                    height={1000}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="video-poster__play" aria-hidden="true">
                    <Play className="video-poster__icon" size={28} strokeWidth={1.75} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {videos.length > 0 ? <VideoDialog videoId={playing} onClose={() => setPlaying(null)} /> : null}
    </section>
  );
}
