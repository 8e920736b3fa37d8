import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // Catalog: product list, product detail and the files search engines read.
  route("product", "routes/product-list.tsx"),
  route("product-details/:pId", "routes/product-details.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("sitemaps/:file", "routes/sitemap-file.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  // Content and service pages: blog, the seven pages of the policy menu (one module), contact, shipping.
  route("blog", "routes/blog.tsx"),
  route("blog-details/:slug", "routes/blog-details.tsx"),
  ...["how-to-order", "payment-options", "faq", "refund-policy", "return-policy", "privacy-policy", "terms-and-conditions"].map(
    (path) => route(path, "routes/policy.tsx", { id: `policy-${path}` }),
  ),
  route("contact-us", "routes/contact-us.tsx"),
  route("shipping-charges", "routes/shipping-charges.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  // Accounts: sign-in pages, logout (a POST), and the account screens inside their side menu.
  // Help & Support (a content page) sits in the account menu too; guests still see it, without the menu.
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset_password", "routes/reset-password.tsx"),
  route("confirm-email", "routes/confirm-email.tsx"),
  route("logout", "routes/logout.tsx"),
  layout("routes/account/account-layout.tsx", [
    route("user-profile", "routes/account/user-profile.tsx"),
    route("your-address", "routes/account/your-address.tsx"),
    route("add-address", "routes/account/add-address.tsx"),
    route("edit-address/:id", "routes/account/edit-address.tsx"),
    route("help-support", "routes/help-support.tsx"),
    // Orders: the list and each order's detail, inside the account menu.
    route("orders", "routes/orders.tsx"),
    route("orders/:orderNumber", "routes/order-detail.tsx"),
  ]),
  // Bag, checkout and order tracking. Two checkouts: the bag's, step by step (bank transfer or cash on
  // delivery), and a one-page cash-on-delivery one whose forms work without scripts.
  route("cart", "routes/cart.tsx"),
  route("shopping-cart", "routes/checkout.tsx"),
  route("place-order", "routes/checkout-cash-on-delivery.tsx"),
  route("order-confirmation/:orderNumber?", "routes/order-confirmation.tsx"),
  route("track-order", "routes/track-order.tsx"),
  // A confirmed order's GST invoice, a sheet to print without the shop's frame (root.tsx).
  route("orders/:orderNumber/invoice", "routes/order-invoice.tsx"),
  // The back office: staff sign-in, then its own frame around every page (staff only).
  route("admin/login", "routes/admin/admin-login.tsx"),
  route("admin/logout", "routes/admin/admin-logout.tsx"),
  route("admin/catalog/export.csv", "routes/admin/admin-catalog-export.ts"),
  layout("routes/admin/admin-layout.tsx", [
    route("admin", "routes/admin/admin-home.tsx"),
    route("admin/password", "routes/admin/admin-password.tsx"),
    route("admin/two-factor", "routes/admin/admin-two-factor.tsx"),
    route("admin/staff", "routes/admin/admin-staff.tsx"),
    route("admin/orders", "routes/admin/admin-orders.tsx"),
    route("admin/orders/:orderNumber", "routes/admin/admin-order.tsx"),
    route("admin/orders/:orderNumber/packing-slip", "routes/admin/admin-packing-slip.tsx"),
    route("admin/orders/:orderNumber/invoice", "routes/admin/admin-invoice.tsx"),
    route("admin/products", "routes/admin/admin-products.tsx"),
    route("admin/products/new", "routes/admin/admin-product.tsx", { id: "admin-product-new" }),
    route("admin/products/:id", "routes/admin/admin-product.tsx"),
    route("admin/catalog/import", "routes/admin/admin-catalog-import.tsx"),
    route("admin/home-page", "routes/admin/admin-home-page.tsx"),
    route("admin/categories", "routes/admin/admin-categories.tsx"),
    route("admin/size-charts", "routes/admin/admin-size-charts.tsx"),
    route("admin/size-charts/new", "routes/admin/admin-size-chart.tsx", { id: "admin-size-chart-new" }),
    route("admin/size-charts/:id", "routes/admin/admin-size-chart.tsx"),
    route("admin/seo", "routes/admin/admin-seo.tsx"),
    route("admin/coupons", "routes/admin/admin-coupons.tsx"),
    route("admin/coupons/new", "routes/admin/admin-coupon.tsx", { id: "admin-coupon-new" }),
    route("admin/coupons/:id", "routes/admin/admin-coupon.tsx"),
    route("admin/blog", "routes/admin/admin-blog.tsx"),
    route("admin/blog/categories", "routes/admin/admin-blog-categories.tsx"),
    route("admin/blog/new", "routes/admin/admin-blog-post.tsx", { id: "admin-blog-post-new" }),
    route("admin/blog/:id", "routes/admin/admin-blog-post.tsx"),
    route("admin/pages", "routes/admin/admin-pages.tsx"),
    route("admin/pages/:name", "routes/admin/admin-page.tsx"),
    route("admin/enquiries", "routes/admin/admin-enquiries.tsx"),
    route("admin/reviews", "routes/admin/admin-reviews.tsx"),
    route("admin/subscribers", "routes/admin/admin-subscribers.tsx"),
    route("admin/mail", "routes/admin/admin-mail.tsx"),
    route("admin/activity", "routes/admin/admin-activity.tsx"),
    route("admin/shipping", "routes/admin/admin-shipping.tsx"),
    route("admin/settings/shop", "routes/admin/admin-shop-settings.tsx"),
  ]),
  // Unknown pages: the designed 404 inside the shell.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
