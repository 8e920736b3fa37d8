import { X } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import "#app/styles/usual-size.css";

/**
 * "Your usual size M is selected", under the sizes while the page's choice stands. Screen readers hear
 * it from a status region present from the first paint (a region that appears with its text is not
 * reliably read out); the visible line repeats it for the eye and offers to hide it.
 */
export function UsualSizeNote({ size, onHide }: { size: string | null; onHide: () => void }) {
  const t = useT();
  const text = size ? t("usualSizeSelected", { size }) : "";
  return (
    <>
      <span className="visually-hidden" role="status">
        {text}
      </span>
      {size ? (
        <p className="usual-size">
          <span aria-hidden="true">{text}</span>
          <button type="button" className="icon-button usual-size__hide" onClick={onHide} aria-label={t("usualSizeHide")}>
            <X aria-hidden="true" size={18} />
          </button>
        </p>
      ) : null}
    </>
  );
}
