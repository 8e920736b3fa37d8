import { ACCOUNT_MESSAGES } from "@chhaap/contract/account-messages";
import { type AppLoadContext, data, redirect } from "react-router";
import { readSessionUser } from "#app/lib/session.server.ts";
import { type AddToBagAnswer, addToBagIntent } from "./add-to-bag-intent.ts";
import { buyNowParam } from "./buy-now-param.ts";
import { addLine, buyNowLine } from "./cart-changes.server.ts";

/**
 * ADD TO CART and BUY NOW posted by the product page. With scripts, a guest's ADD TO CART never comes
 * here (their bag is browser storage) and BUY NOW of a guest goes through the checkout's login; these
 * answers are also what the page gets without scripts:
 * - ADD TO CART of a logged-in shopper joins the server bag and goes to /cart; the same line again is
 *   a 409 the page shows as "already in your bag". A guest is told to log in (their bag needs scripts).
 * - BUY NOW of a logged-in shopper joins the bag and goes to the checkout of that line alone; a guest
 *   logs in first and the item travels with them in the URL.
 */
export async function runAddToBagIntent(context: AppLoadContext, form: FormData) {
  const at = Date.now();
  const parsed = addToBagIntent.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data({ message: "This form cannot be read." }, { status: 400 });
  const { intent, variantId, size, quantity } = parsed.data;
  if (size === "") return { intent, ok: false, status: 400, message: null, at, sizeMissing: true } satisfies AddToBagAnswer;
  const user = await readSessionUser(context);
  if (!user) {
    // A guest's bag is browser storage, which only the page's scripts reach: the page says to log in.
    if (intent === "add-to-cart")
      return { intent, ok: false, status: 401, message: ACCOUNT_MESSAGES.loginRequired, at } satisfies AddToBagAnswer;
    const back = `/shopping-cart?${new URLSearchParams({ buy: buyNowParam({ variantId, size, quantity }) })}`;
    throw redirect(`/login?${new URLSearchParams({ redirectTo: back })}`);
  }
  if (intent === "buy-now") {
    const bought = await buyNowLine(context, user, { variantId, size, quantity });
    if (bought.lineId !== null) throw redirect(`/shopping-cart?${new URLSearchParams({ line: bought.lineId })}`);
    return { intent, ...bought.outcome, at } satisfies AddToBagAnswer;
  }
  const added = await addLine(context, user, { variantId, size, quantity });
  if (added.ok) throw redirect("/cart");
  return { intent, ok: false, status: added.status, message: added.message, error: added.error, at } satisfies AddToBagAnswer;
}
