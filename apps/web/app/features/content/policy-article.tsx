import type { SiteInfo } from "@chhaap/contract/site";
import { Link } from "react-router";
import { fillContact } from "./contact-text.ts";
import type { PolicyBlock, PolicyPage } from "./policies.ts";

/** One policy page's copy (English, see policies.ts); the FAQ's questions open and close without script. */
export function PolicyArticle({ page, site }: { page: PolicyPage; site: SiteInfo | null }) {
  return (
    <div className="policy-copy" lang="en">
      <p className="policy-copy__intro">{fillContact(page.intro, site)}</p>
      {page.layout === "faq" ? (
        <div className="faq">
          {page.sections.map((section) => (
            <details key={section.heading} className="faq__item">
              <summary className="faq__question">{section.heading}</summary>
              <div className="faq__answer">
                <Blocks blocks={section.blocks} site={site} />
              </div>
            </details>
          ))}
        </div>
      ) : (
        page.sections.map((section) => (
          <section key={section.heading} className="policy-copy__section">
            <h2>{section.heading}</h2>
            <Blocks blocks={section.blocks} site={site} />
          </section>
        ))
      )}
    </div>
  );
}

function Blocks({ blocks, site }: { blocks: PolicyBlock[]; site: SiteInfo | null }) {
  return blocks.map((block, index) => {
    const key = `${block.type}-${index}`;
    if (block.type === "paragraph") {
      return (
        <p key={key}>
          {fillContact(block.text, site)}
          {block.link ? (
            <>
              {" "}
              <Link to={block.link.to} className="policy-copy__more">
                {block.link.text}
              </Link>
            </>
          ) : null}
        </p>
      );
    }
    const List = block.ordered ? "ol" : "ul";
    return (
      <List key={key} className="policy-copy__list">
        {block.items.map((item) => (
          <li key={item}>{fillContact(item, site)}</li>
        ))}
      </List>
    );
  });
}
