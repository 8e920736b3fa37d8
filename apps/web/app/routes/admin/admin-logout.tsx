import { redirect } from "react-router";
import { callApi, withCookies } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-logout";

/** Sign-out is a form post: the session ends on the server, the cookie is cleared. */
export async function action({ context }: Route.ActionArgs) {
  const answer = await callApi(context, "/api/staff/session", { method: "DELETE" });
  throw redirect("/admin/login", { headers: withCookies(answer.cookies) });
}

export function loader() {
  throw redirect("/admin");
}
