import {
  CATALOG_MESSAGES,
  catalogImportRequest,
  catalogImportResult,
  editableProduct,
  IMPORT_MAX_BYTES,
  productForEditing,
  productIdParams,
  productListItem,
  productListQuery,
  productStatusChange,
} from "@chhaap/contract/admin/catalog";
import { envelope } from "@chhaap/contract/envelope";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { CATALOG_PICTURE_MAX_BYTES, NotAPicture, storeCatalogPicture } from "#src/modules/media/catalog-pictures.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";
import { readMultipartForm, uploadedFile } from "#src/plugins/multipart-form.ts";
import { exportCatalogSheet, importCatalogSheet } from "./csv-import.ts";
import {
  type CatalogContext,
  changeProductStatus,
  createProduct,
  productList,
  productForEditing as readProduct,
  saveProduct,
} from "./service.ts";

const tags = ["back office"];

/** The catalog editor's API, inside the back office's guarded scope (every route needs a staff session). */
export async function catalogRoutes(
  scope: FastifyInstance,
  ctx: CatalogContext,
  signedIn: (request: FastifyRequest) => Promise<StaffUser>,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  if (!app.hasContentTypeParser("multipart/form-data")) await app.register(multipart);

  app.post(
    "/api/admin/pictures",
    {
      schema: {
        tags,
        summary:
          "Upload a product picture (multipart `picture`: JPEG, PNG or WebP up to 5 MB); its URL, to list in a colourway's `pictures` on save",
        consumes: ["multipart/form-data"],
        response: { 201: envelope(z.object({ url: z.string() })) },
      },
      preValidation: readMultipartForm({
        fileField: "picture",
        maxFileBytes: CATALOG_PICTURE_MAX_BYTES,
        fileTooLarge: { code: "upload.picture_too_large", message: CATALOG_MESSAGES.pictureTooLarge },
        maxFields: 2,
      }),
    },
    async (request, reply) => {
      const upload = uploadedFile(request);
      if (!upload) throw new ApiError(415, "upload.picture_not_image", CATALOG_MESSAGES.pictureNotImage);
      try {
        const url = await storeCatalogPicture(ctx.files, upload);
        return reply.code(201).send(ok({ url }));
      } catch (error) {
        if (error instanceof NotAPicture) throw new ApiError(415, "upload.picture_not_image", CATALOG_MESSAGES.pictureNotImage);
        throw error;
      }
    },
  );

  app.get(
    "/api/admin/products",
    {
      schema: {
        tags,
        summary: "Products, last edited first, 25 a page: search name or item code; filter by category, status, low or no stock",
        querystring: productListQuery,
        response: { 200: envelope(z.array(productListItem)) },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      const { products, totalPages } = await productList(ctx, filter, page);
      return ok(products, { totalPages });
    },
  );

  app.post(
    "/api/admin/products",
    {
      schema: {
        tags,
        summary: "Create a product with its colourways",
        body: editableProduct,
        response: { 201: envelope(z.object({ _id: z.string() })) },
      },
    },
    async (request, reply) => {
      const id = await createProduct(ctx, await signedIn(request), request.body);
      return reply.code(201).send(ok({ _id: id }, { message: CATALOG_MESSAGES.created }));
    },
  );

  app.get(
    "/api/admin/products/:id",
    {
      schema: {
        tags,
        summary: "A product as its editor shows it",
        params: productIdParams,
        response: { 200: envelope(productForEditing) },
      },
    },
    async (request) => ok(await readProduct(ctx, request.params.id)),
  );

  app.put(
    "/api/admin/products/:id",
    {
      schema: {
        tags,
        summary: "Save the whole product: its fields, tags and colourways (with sizes and stock); new colourways have no _id",
        params: productIdParams,
        body: editableProduct,
        response: { 200: envelope(productForEditing) },
      },
    },
    async (request) => {
      await saveProduct(ctx, await signedIn(request), request.params.id, request.body);
      return ok(await readProduct(ctx, request.params.id), { message: CATALOG_MESSAGES.saved });
    },
  );

  app.put(
    "/api/admin/products/:id/status",
    {
      schema: {
        tags,
        summary: "Publish (active), hold back (draft) or archive a product: shoppers see active products only",
        params: productIdParams,
        body: productStatusChange,
        response: { 200: envelope(productForEditing) },
      },
    },
    async (request) => {
      await changeProductStatus(ctx, await signedIn(request), request.params.id, request.body.status);
      return ok(await readProduct(ctx, request.params.id), { message: CATALOG_MESSAGES.statusChanged });
    },
  );

  app.get(
    "/api/admin/catalog/export.csv",
    { schema: { tags, summary: "Every colourway and size with stock and prices, as CSV (the import's columns)" } },
    async (_request, reply) => {
      const day = ctx.now().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="chhaap-stock-and-prices-${day}.csv"`)
        .send(exportCatalogSheet(ctx.db));
    },
  );

  app.post(
    "/api/admin/catalog/import",
    {
      schema: {
        tags,
        summary:
          "Preview (apply false) or apply a stock and price CSV: every change and row error; nothing is applied while any row has an error",
        body: catalogImportRequest,
        response: { 200: envelope(catalogImportResult) },
      },
      // The CSV travels as JSON text: room for the file and its escaping.
      bodyLimit: IMPORT_MAX_BYTES * 2 + 1024,
    },
    async (request) => {
      const { message, ...result } = await importCatalogSheet(ctx, await signedIn(request), request.body.csv, request.body.apply);
      return ok(result, { message });
    },
  );
}
