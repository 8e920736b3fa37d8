import type { ShouldRevalidateFunctionArgs } from "react-router";

/** A heart's save or remove, or a guest list's cards: posts to /wishlist that change no page's own data. */
function isHeartPost({ formAction, formData }: Pick<ShouldRevalidateFunctionArgs, "formAction" | "formData">): boolean {
  if (formAction !== "/wishlist") return false;
  const intent = formData?.get("intent");
  return intent === "save" || intent === "remove" || intent === "cards";
}

/**
 * For a page showing hearts: a heart's post does not load the page's data again (a product page's
 * detail, reviews and delivery check; home's blocks). Move to bag, the merge and the rest still do.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs): boolean {
  if (isHeartPost(args)) return false;
  return args.defaultShouldRevalidate;
}
