import { errorBody } from "@chhaap/contract/envelope";
import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * The OpenAPI document is generated from the same zod schemas that validate requests. Every operation
 * also documents the error envelope (with its list of codes) as its default answer, written once under
 * `components.schemas.Error` rather than repeated per route.
 */
export const openapi = fp(async function openapi(app: FastifyInstance) {
  const schemaRegistry = z.registry<{ id: string }>();
  schemaRegistry.add(errorBody, { id: "Error" });
  const toJsonSchema = createJsonSchemaTransform({ schemaRegistry });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Chhaap storefront API",
        description:
          "Every JSON body is an envelope {status, message?, data?, totalPages?}. Errors add a stable `code` and its `params`. Money is INR in rupees.",
        version: "1.0.0",
      },
    },
    transform: (input) => {
      const { schema } = input;
      if (!schema || schema.hide) return toJsonSchema(input);
      const response = { default: errorBody, ...(schema.response as object | undefined) };
      return toJsonSchema({ ...input, schema: { ...schema, response } });
    },
    transformObject: createJsonSchemaTransformObject({ schemaRegistry }),
    hideUntagged: false,
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
});
