import { redirect } from "react-router";
import { callApi, withCookies } from "#app/lib/api.server.ts";
import type { Route } from "./+types/logout";

/** Ends the session on the server (POST /api/users/logout), clears its cookie, goes to /. */
export async function action({ context }: Route.ActionArgs) {
  const answer = await callApi(context, "/api/users/logout", { method: "POST" });
  return redirect("/", { headers: withCookies(answer.cookies) });
}

/** Logging out is a POST only (a link or image on another page must not log anyone out). */
export function loader() {
  return redirect("/");
}
