import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** The OpenAPI document is generated from the same zod schemas that validate requests. */
export const openapi = fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Chhaap storefront API",
        description: "Every JSON body is an envelope {status, message?, data?, totalPages?}. Money is INR in rupees.",
        version: "1.0.0",
      },
    },
    transform: jsonSchemaTransform,
    hideUntagged: false,
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
});
