import { useEffect, useState } from "react";
import { ArrowUp } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/** The button appears once the page has scrolled more than 300 px. */
const SCROLL_TOP_THRESHOLD_PX = 300;

export function ScrollToTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    function update() {
      frame = 0;
      setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    }
    function onScroll() {
      if (!frame) frame = requestAnimationFrame(update);
    }
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  if (!visible) return null;

  function toTop() {
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
    // Keyboard users continue from the top of the page, not from a button that has just vanished.
    document.getElementById("main")?.focus({ preventScroll: true });
  }

  return (
    <button type="button" className="scroll-to-top" onClick={toTop} aria-label={t("backToTop")}>
      <ArrowUp aria-hidden="true" size={22} />
    </button>
  );
}
