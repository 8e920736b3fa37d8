import type { FastifyInstance } from "fastify";
import type { InvoiceSettings } from "#src/config.ts";
import type { Database } from "#src/db/client.ts";
import type { SessionKeys } from "#src/modules/accounts/session-keys.ts";
import type { Limiters } from "#src/modules/limits/limiters.ts";
import type { MailOutbox } from "#src/modules/mail/outbox.ts";
import type { OnlinePayments } from "#src/modules/payments/online-payments.ts";
import type { FileStore } from "#src/modules/storage/file-store.ts";
import { bankStatementRoutes } from "./bank-statements/routes.ts";
import { categoriesRoutes } from "./catalog/categories-routes.ts";
import { catalogRoutes } from "./catalog/routes.ts";
import { seoTagsRoutes } from "./catalog/seo-tags-routes.ts";
import { sizeChartsRoutes } from "./catalog/size-charts-routes.ts";
import { blogEditorRoutes } from "./content/blog-editor-routes.ts";
import { homeEditorRoutes } from "./content/home-editor-routes.ts";
import { pageEditorRoutes } from "./content/page-editor-routes.ts";
import { gstRoutes } from "./gst/routes.ts";
import { mailDeskRoutes } from "./mail/routes.ts";
import { couponEditorRoutes } from "./marketing/coupons-routes.ts";
import { reviewModerationRoutes } from "./marketing/reviews-routes.ts";
import { creditNoteDeskRoutes } from "./orders-desk/credit-note-routes.ts";
import { orderDeskRoutes } from "./orders-desk/routes.ts";
import { overviewRoutes } from "./overview/routes.ts";
import { reportsRoutes } from "./reports/routes.ts";
import { returnsDeskRoutes } from "./returns/routes.ts";
import { afterSalePolicyRoutes } from "./settings/after-sale-policy-routes.ts";
import { deliverySettingsRoutes } from "./settings/delivery-routes.ts";
import { shippingAdminRoutes } from "./settings/shipping-routes.ts";
import { shopSettingsRoutes } from "./settings/shop-settings-routes.ts";
import { ownerOnly, requireStaff, staffOnly } from "./staff/guards.ts";
import { staffAdminRoutes, staffContext, staffSignInRoutes } from "./staff/routes.ts";
import { staffSessionsPlugin } from "./staff/sessions.ts";

export interface AdminRoutesOptions {
  db: Database;
  now: () => Date;
  /** The shop's signing keys (accounts/session-keys.ts). */
  sessionKeys: SessionKeys;
  /** Staff cookies are Secure when the shop is served over https. */
  secureCookies: boolean;
  /** Counts staff sign-in tries, shared by every worker and instance. */
  limiters: Limiters;
  /** Customers are mailed at each step of their order (through the outbox); links in mails use PUBLIC_URL. */
  outbox: MailOutbox;
  publicUrl: string;
  /** Where uploads are kept: payment screenshots and the catalog pictures staff upload. */
  files: FileStore;
  /** The seller's details and numbering of the tax invoices issued when orders are confirmed. */
  invoiceSettings: InvoiceSettings;
  /** Pieces over all sizes at or below which a colourway reads "low stock". */
  lowStockThreshold: number;
  /** The payment gateway when the shop has its keys: the orders desk refunds online payments through it. */
  payments?: OnlinePayments;
}

/**
 * The back office's API, one line per area (each a folder beside this file): staff sign-in under
 * /api/staff, and everything else under /api/admin, which needs a staff session for every route.
 */
export async function adminRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const { db, now, files, lowStockThreshold } = options;
  await app.register(staffSessionsPlugin, { db, now, keys: options.sessionKeys, secure: options.secureCookies });
  const staff = staffContext(options, app.log);
  staffSignInRoutes(app, staff);

  await app.register(async function backOffice(admin) {
    admin.addHook("onRequest", staffOnly(db));
    staffAdminRoutes(admin, staff);
    overviewRoutes(admin, { db, now, lowStockThreshold }, requireStaff);
    reportsRoutes(admin, { db, now });
    gstRoutes(admin, { db, invoiceSettings: options.invoiceSettings });
    homeEditorRoutes(admin, { db, now }, requireStaff);
    categoriesRoutes(admin, { db, now, files }, requireStaff);
    sizeChartsRoutes(admin, { db, now }, requireStaff);
    seoTagsRoutes(admin, { db, now }, requireStaff);
    shopSettingsRoutes(admin, { db, now, shopSettings: app.shopSettings }, requireStaff, ownerOnly);
    afterSalePolicyRoutes(admin, { db, now }, requireStaff, ownerOnly);
    deliverySettingsRoutes(admin, { db, now }, requireStaff, ownerOnly);
    shippingAdminRoutes(admin, { db, now }, requireStaff);
    await catalogRoutes(admin, { db, now, lowStockThreshold, files }, requireStaff);
    couponEditorRoutes(admin, { db, now }, requireStaff);
    blogEditorRoutes(admin, { db, now, files }, requireStaff);
    pageEditorRoutes(admin, { db, now }, requireStaff);
    reviewModerationRoutes(admin, { db, now }, requireStaff);
    mailDeskRoutes(admin, { db, now, outbox: options.outbox }, requireStaff);
    creditNoteDeskRoutes(admin, { db });
    orderDeskRoutes(
      admin,
      {
        db,
        now,
        outbox: options.outbox,
        publicUrl: options.publicUrl,
        files,
        invoiceSettings: options.invoiceSettings,
        lowStockThreshold,
        payments: options.payments,
      },
      requireStaff,
    );
    await bankStatementRoutes(
      admin,
      {
        db,
        now,
        outbox: options.outbox,
        publicUrl: options.publicUrl,
        invoiceSettings: options.invoiceSettings,
        lowStockThreshold,
        payments: options.payments,
      },
      requireStaff,
    );
    returnsDeskRoutes(
      admin,
      {
        db,
        now,
        outbox: options.outbox,
        publicUrl: options.publicUrl,
        files,
        lowStockThreshold,
      },
      requireStaff,
    );
  });
}
