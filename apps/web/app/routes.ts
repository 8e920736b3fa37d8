import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // Catalog (issue 3): product list, product detail and the files search engines read.
  route("product", "routes/product-list.tsx"),
  route("product-details/:pId", "routes/product-details.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  // Content and service pages (issue 6): blog, the seven static pages (one module), contact, shipping.
  route("blog", "routes/blog.tsx"),
  route("blog-details/:slug", "routes/blog-details.tsx"),
  ...["how-to-order", "payment-options", "faq", "refund-policy", "return-policy", "privacy-policy", "terms-and-conditions"].map(
    (path) => route(path, "routes/policy.tsx", { id: `policy-${path}` }),
  ),
  route("contact-us", "routes/contact-us.tsx"),
  route("shipping-charges", "routes/shipping-charges.tsx"),
  route("help-support", "routes/help-support.tsx"),
  // Unknown pages: the designed 404 inside the shell (issue 2).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
