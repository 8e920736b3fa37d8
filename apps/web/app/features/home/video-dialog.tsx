import { youtubeEmbedUrl } from "@chhaap/contract/youtube-id";
import { X } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useModalDialog } from "#app/lib/use-modal-dialog.ts";

/**
 * The video popup opens and closes. A modal <dialog> keeps focus inside and gives focus back to
 * the play button on close. The player iframe exists only while the dialog is open: nothing from
 * YouTube loads until the shopper asks, and removing it on close stops the sound.
 */
export function VideoDialog({ videoId, onClose }: { videoId: string | null; onClose: () => void }) {
  const t = useT();
  const open = videoId !== null;
  const dialog = useModalDialog(open, onClose);

  return (
    <dialog {...dialog} className="video-dialog" aria-label={t("videoDialog")}>
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
