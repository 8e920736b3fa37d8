/**
 * For pages every anonymous shopper sees alike (catalog pages): the server keeps each one whole for
 * five seconds per URL and cookies and serves it again, so a popular product costs one render in
 * five seconds instead of one per visit (decision 0009). Shoppers who are logged in get their own
 * render; the header itself stays on the server.
 */
export function headers() {
  return { "Surrogate-Control": "max-age=5" };
}
