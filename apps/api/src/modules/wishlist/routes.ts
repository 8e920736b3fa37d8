import type { FastifyInstance } from "fastify";
import type { Database } from "#src/db/client.ts";
import type { MailOutbox } from "#src/modules/mail/outbox.ts";
import { stockAlertRoutes } from "./stock-alert-routes.ts";
import { createRestockSender } from "./stock-alert-sender.ts";
import { wishlistRoutes } from "./wishlist-routes.ts";

/**
 * What shoppers keep for later (decision 0056): the wishlist, the back-in-stock alerts, and the sender
 * that mails restocked alerts, started and stopped with the app like the mail outbox.
 */
export async function shopperListRoutes(
  fastify: FastifyInstance,
  options: { db: Database; now: () => Date; outbox: MailOutbox; publicUrl: string },
) {
  await fastify.register(wishlistRoutes, options);
  await fastify.register(stockAlertRoutes, options);
  const sender = createRestockSender({ ...options, log: fastify.log });
  sender.start();
  // Closing waits for a pass under way (its mails are in the outbox, which stops after the requests drain).
  fastify.addHook("onClose", async () => sender.stop());
}
