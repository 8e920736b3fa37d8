import { data } from "react-router";

/** Any URL no other route claims. The root ErrorBoundary draws the 404 page inside the shell. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
