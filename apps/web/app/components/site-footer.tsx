import { Link } from "#app/components/link.tsx";
import { NewsletterForm } from "#app/features/content/index.ts";
import { splitIntoColumns } from "#app/lib/columns.ts";
import { useShopText, useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";
import type { NavCategory } from "#app/lib/nav-groups.ts";
import { categoryListUrl } from "#app/lib/product-search-url.ts";
import type { ShellSite } from "#app/lib/shell-site.ts";
import { BlockPrintBorder } from "./block-print.tsx";
import { SlotText } from "./slot-text.tsx";
import { SocialLinks } from "./social-icons.tsx";

/** The static pages, plus contact and the blog. */
const HELP_LINKS: { to: string; label: MessageKey }[] = [
  { to: "/how-to-order", label: "howToOrder" },
  { to: "/payment-options", label: "paymentOptions" },
  { to: "/faq", label: "faq" },
  { to: "/refund-policy", label: "refundPolicy" },
  { to: "/return-policy", label: "returnPolicy" },
  { to: "/privacy-policy", label: "privacyPolicy" },
  { to: "/terms-and-conditions", label: "termsAndConditions" },
  { to: "/contact-us", label: "contactUs" },
  { to: "/blog/", label: "blog" },
];

/** Category columns of 10, contact text, newsletter, social icons, the group line. */
export function SiteFooter({ categories, site }: { categories: NavCategory[]; site: ShellSite | null }) {
  const t = useT();
  const shopText = useShopText();
  const columns = splitIntoColumns(categories);
  return (
    <footer className="site-footer">
      <BlockPrintBorder />
      <div className="site-footer__inner container">
        {columns.length > 0 ? (
          <nav className="footer-categories" aria-labelledby="footer-categories-title">
            {columns.map((column, index) => (
              <div className="footer-column" key={column[0]?.slug ?? index}>
                {index === 0 ? (
                  <h2 id="footer-categories-title" className="footer-heading">
                    {t("categories")}
                  </h2>
                ) : (
                  <div className="footer-heading footer-heading--spacer" aria-hidden="true" />
                )}
                <ul className="footer-links">
                  {column.map((category) => (
                    <li key={category.slug}>
                      {/* All to /product, whose route the header's Product link has the browser
                          discover: data-discover on each was 21 bytes of every page, 13 times. */}
                      <Link to={categoryListUrl(category.slug)} discover="none">
                        {shopText(category.name)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}

        <nav className="footer-column" aria-labelledby="footer-help-title">
          <h2 id="footer-help-title" className="footer-heading">
            {t("help")}
          </h2>
          <ul className="footer-links">
            {HELP_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="footer-column footer-contact">
          {site ? (
            <>
              <h2 className="footer-heading">{t("contact")}</h2>
              <address className="footer-contact__text">
                <p>
                  <SlotText text={t("contactEmail")} slot="email">
                    <a href={`mailto:${site.email}`}>{site.email}</a>
                  </SlotText>
                </p>
                <p>
                  <SlotText text={t("contactPhone")} slot="phone">
                    <a href={`tel:${site.phone.replace(/[^\d+]/g, "")}`}>{site.phone}</a>
                  </SlotText>
                </p>
                <p>{t("contactHours")}</p>
              </address>
            </>
          ) : null}
          <h2 className="footer-heading">{t("newsletter")}</h2>
          <p className="footer-note">{t("newsletterText")}</p>
          <NewsletterForm />
          {site ? (
            <>
              <h2 className="footer-heading footer-heading--small">{t("followUs")}</h2>
              <SocialLinks site={site} />
            </>
          ) : null}
        </div>
      </div>
      <div className="site-footer__base">
        <div className="container site-footer__base-inner">
          {site?.groupLine ? <p>{site.groupLine}</p> : null}
          <p>
            © {new Date().getFullYear()} {site?.name ?? "Chhaap"}. {t("rightsReserved")}
          </p>
        </div>
      </div>
    </footer>
  );
}
