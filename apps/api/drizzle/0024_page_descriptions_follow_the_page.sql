-- The editable pages' search-engine descriptions follow each page's introduction, which staff edit
-- with the page. The demo shop's descriptions of those pages are cleared where they are unchanged, so a
-- page whose rules staff rewrite no longer tells search engines the old rules; a description staff
-- wrote themselves stays theirs.
UPDATE "seo_tags" SET "description" = ''
  WHERE "page_name" IN (SELECT "name" FROM "shop_pages")
    AND "description" IN (
      'A step-by-step guide to ordering from Chhaap: choose a colourway and size, check out as a guest or with an account, and pay by bank transfer or COD.',
      'Pay for your Ajrakh order by bank transfer or UPI with a payment screenshot, by card, or cash on delivery within India. All amounts are billed in INR.',
      'Answers on natural dyes, colour bleeding, sizes, blouse pieces, shipping times, customs duties, returns and caring for hand block printed Ajrakh.',
      'How Chhaap refunds returned or cancelled orders: approved refunds reach your original payment method or bank account within 7 working days.',
      'Request an exchange or return within 14 days of delivery. Pieces must be unused, unwashed and with tags; hand-printed irregularities are not defects.',
      'What personal data Chhaap collects when you shop or write to us, why we keep it, who we share it with for delivery and payment, and how to remove it.',
      'The terms for buying from Chhaap: orders, prices in INR, currency display, shipping, cancellations, returns, reviews and the use of this website.',
      'Answers on managing an order, returns and refunds, problems with a parcel and reaching our workshop in Kutch.'
    );
