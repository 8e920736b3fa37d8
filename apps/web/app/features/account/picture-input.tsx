import { ACCOUNT_MESSAGES, PROFILE_PICTURE_MAX_BYTES } from "@chhaap/contract/accounts";
import { type ChangeEvent, useState } from "react";
import { translateMessage } from "#app/lib/account-messages.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { UserAvatar } from "./user-avatar.tsx";

/** JPEG, PNG or WebP (the API checks the content again and re-encodes it). */
const PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** The first problem of a chosen picture, as a contract message; undefined when it may be sent. */
export function pictureProblem(file: { type: string; size: number }): string | undefined {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return ACCOUNT_MESSAGES.pictureNotImage;
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return ACCOUNT_MESSAGES.pictureTooLarge;
  return undefined;
}

/**
 * The picture with an upload field. A chosen picture is previewed at once
 * (read as a data: URL, which the CSP allows for images) and checked before it is sent.
 */
export function PictureInput({ name, image, error }: { name: string; image: string; error?: string }) {
  const t = useT();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const shown = problem ?? error;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setPreview(null);
    if (!file) {
      setProblem(undefined);
      return;
    }
    const found = pictureProblem(file);
    setProblem(found);
    if (found) {
      event.currentTarget.value = "";
      return;
    }
    const reader = new FileReader();
    reader.addEventListener("load", () => setPreview(typeof reader.result === "string" ? reader.result : null));
    reader.readAsDataURL(file);
  }

  return (
    <div className="picture-input">
      {preview ? (
        <img className="user-avatar user-avatar--large" src={preview} alt={t("accountPicturePreview")} width={120} height={120} />
      ) : (
        <UserAvatar name={name} image={image} size="large" />
      )}
      <div className="picture-input__field">
        <label htmlFor="profile-image" className="auth-field__label">
          {t("accountProfilePicture")}
        </label>
        <input
          id="profile-image"
          name="image"
          type="file"
          accept={PICTURE_TYPES.join(",")}
          className="picture-input__control"
          aria-describedby={shown ? "profile-image-hint profile-image-error" : "profile-image-hint"}
          aria-invalid={shown ? true : undefined}
          onChange={onChange}
        />
        <p id="profile-image-hint" className="auth-field__hint">
          {t("accountPictureHint")}
        </p>
        {shown ? (
          <p id="profile-image-error" className="field-error auth-field__error" role="alert">
            {translateMessage(t, shown)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
