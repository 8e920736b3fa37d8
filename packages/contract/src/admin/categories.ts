import { z } from "zod";
import { withoutInvisibleFormatting } from "../text-rules.ts";

/**
 * The catalog's structure as staff keep it: the header's menus, the categories (each in a menu or
 * none, some shown under "Our Collection") and the tags. Each list is saved whole, in the order given;
 * an entry without `_id` is new, and an existing one left out is removed.
 */

export const CATEGORY_MESSAGES = {
  saved: "Saved.",
  nameRequired: "Please enter a name.",
  nameRepeated: "Two entries have the same name.",
  menuUnknown: "Please choose one of the menus, or none.",
  linkRequired: "Please enter what the tag searches for.",
  pictureUnknown: "That picture is not this category's or one just uploaded. Please upload it again.",
} as const;

const name = (max: number) =>
  z
    .string()
    .transform((value) => withoutInvisibleFormatting(value).trim())
    .pipe(z.string().min(1, CATEGORY_MESSAGES.nameRequired).max(max, `Please keep names under ${max} characters.`));

/** Names compared without case: "Sarees" and "sarees" are one name. */
function uniqueNames<T extends { _id?: string }>(key: (item: T) => string) {
  return (list: { items: T[] }, ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    list.items.forEach((item, index) => {
      const k = key(item).toLowerCase();
      if (seen.has(k)) ctx.addIssue({ code: "custom", path: ["items", index, "name"], message: CATEGORY_MESSAGES.nameRepeated });
      seen.add(k);
    });
  };
}

const id = z.string().max(40).optional();

/** `PUT /api/admin/categories/menus`. */
export const menusChange = z
  .object({ items: z.array(z.object({ _id: id, name: name(40) })).max(12, "Please keep the header to 12 menus.") })
  .superRefine(uniqueNames((item) => item.name));

/** `PUT /api/admin/categories/categories`. */
export const categoriesChange = z
  .object({
    items: z
      .array(
        z.object({
          _id: id,
          name: name(60),
          /** The header menu it is listed under; null for none. */
          menuId: z.string().max(40).nullable(),
          /** Shown in the home page's "Our Collection" carousel. */
          isTopCategory: z.boolean(),
          /**
           * A picture uploaded with `POST /api/admin/pictures` (or the one it has), "" for the picture
           * the shop draws from its name. Absent leaves it as it is.
           */
          picture: z.string().max(200).optional(),
        }),
      )
      .max(200, "Please keep the shop to 200 categories."),
  })
  .superRefine(uniqueNames((item) => item.name));

/** `PUT /api/admin/categories/tags`. */
export const tagsChange = z
  .object({
    items: z
      .array(
        z.object({
          _id: id,
          name: name(40),
          /** What the tag's link searches for (`/product?q=…`). */
          link: z
            .string()
            .transform((value) => withoutInvisibleFormatting(value).trim())
            .pipe(z.string().min(1, CATEGORY_MESSAGES.linkRequired).max(100)),
        }),
      )
      .max(100, "Please keep the shop to 100 tags."),
  })
  .superRefine(uniqueNames((item) => item.name));

/** `GET /api/admin/categories`. */
export const categoriesEditor = z.object({
  menus: z.array(z.object({ _id: z.string(), name: z.string() })),
  categories: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      menuId: z.string().nullable(),
      isTopCategory: z.boolean(),
      /** The uploaded picture, "" while it shows the drawn one. */
      picture: z.string(),
      /** The picture shoppers see: the uploaded one or the drawn one. */
      cateImg: z.string(),
      products: z.number().int(),
    }),
  ),
  tags: z.array(z.object({ _id: z.string(), name: z.string(), link: z.string(), products: z.number().int() })),
});
export type CategoriesEditor = z.infer<typeof categoriesEditor>;
