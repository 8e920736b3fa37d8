import { X } from "lucide-react";
import { type MouseEvent, type SyntheticEvent, useEffect, useRef } from "react";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { youtubeEmbedUrl } from "./youtube-id.ts";

/**
 * Spec 4: the video popup opens and closes. A modal <dialog> keeps focus inside and gives focus back to
 * the play button on close. The player iframe exists only while the dialog is open: nothing from
 * YouTube loads until the shopper asks, and removing it on close stops the sound.
 */
export function VideoDialog({ videoId, onClose }: { videoId: string | null; onClose: () => void }) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const open = videoId !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    document.documentElement.classList.toggle("scroll-locked", open);
    return () => document.documentElement.classList.remove("scroll-locked");
  }, [open]);

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape: close through React state so the iframe goes away with the dialog.
    event.preventDefault();
    onClose();
  }

  function onBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled by the dialog's cancel event.
    <dialog ref={dialogRef} className="video-dialog" aria-label={t("videoDialog")} onCancel={onCancel} onClick={onBackdropClick}>
      <div className="video-dialog__panel">
        <button type="button" className="icon-button video-dialog__close" onClick={onClose} aria-label={t("closeVideo")}>
          <X aria-hidden="true" size={24} />
        </button>
        <div className="video-dialog__frame">
          {videoId ? (
            <iframe
              src={youtubeEmbedUrl(videoId)}
              title={t("videoPlayer")}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
