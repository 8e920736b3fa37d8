import { Form, useNavigation } from "react-router";
import { LogOut } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { rememberAccountNotice } from "./account-storage-sync.tsx";

/** A POST (a link could be triggered by any page), answered by /logout's action. */
export function LogoutButton({ className }: { className: string }) {
  const t = useT();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === "/logout";
  return (
    <Form method="post" action="/logout" onSubmit={() => rememberAccountNotice("logout")}>
      <button type="submit" className={className} disabled={pending}>
        <LogOut aria-hidden="true" size={18} />
        <span>{pending ? t("accountLoggingOut") : t("accountLogout")}</span>
      </button>
    </Form>
  );
}
