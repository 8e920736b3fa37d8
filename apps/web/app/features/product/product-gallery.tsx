import type { Variant } from "@chhaap/contract/catalog";
import { imageUrlAt } from "@chhaap/contract/media";
import { type KeyboardEvent, type MouseEvent, type SyntheticEvent, useEffect, useRef, useState } from "react";
import { ChevronLeft, ChevronRight, X, ZoomIn } from "#app/components/icons.tsx";
import { Picture } from "#app/components/picture.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

const MAIN_SIZES = "(min-width: 1024px) 600px, (min-width: 768px) 50vw, 100vw";

/**
 * The image gallery with thumbnails and zoom. Thumbnails are buttons in one tab stop
 * (arrow keys move between them); the main image opens a larger view in a modal dialog, and before
 * JavaScript it is a plain link to the large picture.
 */
export function ProductGallery({ images, name }: { images: Variant["images"]; name: string }) {
  const t = useT();
  const [selected, setSelected] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  // The zoom dialog is drawn at its first opening: only scripts open it, so the server's page skips it.
  const [zoomOpened, setZoomOpened] = useState(false);
  const thumbRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[selected] ?? images[0];
  if (!current) return <div className="gallery gallery--empty" />;

  function select(index: number, focus: boolean) {
    const next = (index + images.length) % images.length;
    setSelected(next);
    if (focus) thumbRefs.current[next]?.focus();
  }

  function onThumbKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    // Right-to-left pages (Urdu) run the row the other way.
    const rtl = event.currentTarget.closest("[dir=rtl]") !== null;
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const backward = rtl ? "ArrowRight" : "ArrowLeft";
    if (event.key === forward || event.key === "ArrowDown") select(index + 1, true);
    else if (event.key === backward || event.key === "ArrowUp") select(index - 1, true);
    else if (event.key === "Home") select(0, true);
    else if (event.key === "End") select(images.length - 1, true);
    else return;
    event.preventDefault();
  }

  function openZoom(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setZoomOpened(true);
    setZoomed(true);
  }

  const alt = (image: Variant["images"][number]) => image.alt || name;

  return (
    <div className="gallery">
      <a href={imageUrlAt(current.url, 1200)} className="gallery__main" onClick={openZoom} aria-label={t("zoomImage")}>
        <Picture
          src={current.url}
          sizes={MAIN_SIZES}
          alt={alt(current)}
          width={800}
          height={1000}
          // The main picture is the page's largest paint: fetch it first, and paint it with the
          // first frame rather than a frame later (async decoding held it back ~100 ms on a phone).
          fetchPriority={selected === 0 ? "high" : "auto"}
          decoding={selected === 0 ? "sync" : "async"}
        />
        <span className="gallery__zoom-hint" aria-hidden="true">
          <ZoomIn size={18} />
        </span>
      </a>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={t("productImages")}>
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                ref={(element) => {
                  thumbRefs.current[index] = element;
                }}
                type="button"
                className="gallery__thumb"
                aria-pressed={index === selected}
                aria-label={t("showImage", { index: index + 1, count: images.length })}
                tabIndex={index === selected ? 0 : -1}
                onClick={() => select(index, false)}
                onKeyDown={(event) => onThumbKey(event, index)}
              >
                <Picture src={image.url} at={320} alt="" width={80} height={100} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomOpened ? (
        <ZoomDialog
          open={zoomed}
          onClose={() => setZoomed(false)}
          image={current}
          alt={alt(current)}
          position={images.length > 1 ? { index: selected, count: images.length } : null}
          onStep={(step) => select(selected + step, false)}
        />
      ) : null}
    </div>
  );
}

function ZoomDialog({
  open,
  onClose,
  image,
  alt,
  position,
  onStep,
}: {
  open: boolean;
  onClose: () => void;
  image: Variant["images"][number];
  alt: string;
  position: { index: number; count: number } | null;
  onStep: (step: 1 | -1) => void;
}) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape: close through React state so state and dialog agree.
    event.preventDefault();
    onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (!position) return;
    if (event.key === "ArrowRight") onStep(1);
    else if (event.key === "ArrowLeft") onStep(-1);
  }

  return (
    <dialog
      ref={dialogRef}
      className="zoom-dialog"
      aria-label={t("zoomedImage")}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <Picture className="zoom-dialog__image" src={image.url} at={1200} alt={alt} width={1200} height={1500} decoding="async" />
      ) : null}
      <button type="button" className="icon-button zoom-dialog__close" onClick={onClose} aria-label={t("closeZoom")}>
        <X aria-hidden="true" size={24} />
      </button>
      {position ? (
        <div className="zoom-dialog__steps">
          <button type="button" className="icon-button" onClick={() => onStep(-1)} aria-label={t("previousImage")}>
            <ChevronLeft aria-hidden="true" size={24} />
          </button>
          <span aria-live="polite">{t("imagePosition", { index: position.index + 1, count: position.count })}</span>
          <button type="button" className="icon-button" onClick={() => onStep(1)} aria-label={t("nextImage")}>
            <ChevronRight aria-hidden="true" size={24} />
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
