import { useState } from "react";
import { Pause, Play } from "#app/components/icons.tsx";
import { useShopText, useT } from "#app/lib/i18n/i18n-provider.tsx";

/**
 * A scrolling strip of the active top-menu messages. The list is drawn twice so the CSS loop
 * is seamless; the copy is hidden from assistive technology. Hover pauses it, the button stops it for
 * keyboard and touch users (WCAG 2.2.2), and reduced motion never starts it (styles/header.css).
 */
export function TopMenuStrip({ messages }: { messages: string[] }) {
  const t = useT();
  const shopText = useShopText();
  const [paused, setPaused] = useState(false);
  if (messages.length === 0) return null;
  return (
    <section className="top-strip" aria-label={t("announcements")} data-paused={paused ? "true" : undefined}>
      <div className="top-strip__viewport">
        <div className="top-strip__track">
          <ul className="top-strip__list">
            {messages.map((message, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two messages may read the same; the list changes only with the shop's settings
              <li key={index}>{shopText(message)}</li>
            ))}
          </ul>
          <ul className="top-strip__list top-strip__list--copy" aria-hidden="true">
            {messages.map((message, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <li key={index}>{shopText(message)}</li>
            ))}
          </ul>
        </div>
      </div>
      <button
        type="button"
        className="top-strip__toggle"
        aria-pressed={paused}
        aria-label={paused ? t("playAnnouncements") : t("pauseAnnouncements")}
        onClick={() => setPaused((value) => !value)}
      >
        {paused ? <Play aria-hidden="true" size={14} /> : <Pause aria-hidden="true" size={14} />}
      </button>
    </section>
  );
}
