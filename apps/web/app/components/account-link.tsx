import { UserRound } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useIsLoggedIn } from "#app/lib/use-is-logged-in.ts";

/** Profile for a signed-in shopper, Sign In otherwise. */
export function AccountLink() {
  const t = useT();
  const loggedIn = useIsLoggedIn();
  const label = loggedIn ? t("profile") : t("signIn");
  return (
    <Link to={loggedIn ? "/user-profile" : "/login"} className="header-action" aria-label={label}>
      <UserRound aria-hidden="true" size={22} />
    </Link>
  );
}
