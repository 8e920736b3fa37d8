import { useNonce } from "#app/lib/nonce.tsx";

/**
 * Article structured data for a blog post. The CSP allows no inline script without the response's
 * nonce, so the tag carries it; JSON inside <script> needs no HTML escaping except that `<` must not
 * start `</script>`, hence \u003c. dangerouslySetInnerHTML is how React writes a script's text verbatim.
 */
export function ArticleJsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, not HTML; see above.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
