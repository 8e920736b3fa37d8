import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/** The profile picture, or the first letter of the name on an indigo disc when there is none. */
export function UserAvatar({ name, image, size }: { name: string; image: string; size: "small" | "large" }) {
  const t = useT();
  if (image) {
    return (
      <img
        className={`user-avatar user-avatar--${size}`}
        src={image}
        alt={t("accountPictureOf", { name })}
        width={size === "large" ? 120 : 44}
        height={size === "large" ? 120 : 44}
      />
    );
  }
  return (
    <span className={`user-avatar user-avatar--${size} user-avatar--initial`} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}
