import type { ShopPage } from "@chhaap/contract/shop-pages";

/**
 * One of the shop's pages: its introduction, then its body (a page in sections) or its questions (a
 * FAQ page), which open and close without script. English only (decision 0034).
 */
export function PolicyArticle({ page }: { page: ShopPage }) {
  return (
    <div className="policy-copy" lang="en">
      <p className="policy-copy__intro">{page.intro}</p>
      {page.layout === "faq" ? (
        <div className="faq">
          {page.items.map((item, index) => (
            // Questions may repeat while staff are writing them; their place is what identifies them.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is only ever rendered whole.
            <details key={index} className="faq__item">
              <summary className="faq__question">{item.question}</summary>
              <SanitisedHtml className="faq__answer" html={item.answerHtml} />
            </details>
          ))}
        </div>
      ) : (
        <SanitisedHtml className="policy-copy__body" html={page.bodyHtml} />
      )}
    </div>
  );
}

function SanitisedHtml({ className, html }: { className: string; html: string }) {
  return (
    <div
      className={className}
      // Staff write this HTML; the API sanitised it with the blog's allow-list when it was saved and again
      // when it was read (modules/content/sanitize-blog-html.ts). Nothing a shopper types gets here.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised page HTML, see above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
