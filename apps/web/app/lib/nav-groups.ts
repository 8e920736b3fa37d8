import type { HeaderCategory, HeaderItem } from "@chhaap/contract/reference";

/** What a link to a category needs; ids stay off the page (every page carries these lists). */
export interface NavCategory {
  name: string;
  slug: string;
}

/** One header category with the categories its header items list: one nav dropdown. */
export interface NavGroup {
  name: string;
  categories: NavCategory[];
}

/**
 * Joins header items to their header category by `headerCateId._id`, keeping order and dropping
 * repeats. A category also in `shared` (the footer's list) is that same object: the page's data
 * writes an object once however often it appears, so the menus cost the footer's categories nothing.
 */
export function buildNavGroups(
  headerCategories: readonly HeaderCategory[],
  headerItems: readonly HeaderItem[],
  shared: readonly NavCategory[] = [],
): NavGroup[] {
  const sharedBySlug = new Map(shared.map((category) => [category.slug, category]));
  return headerCategories.map((headerCategory) => {
    const categories: NavCategory[] = [];
    for (const item of headerItems) {
      if (item.headerCateId._id !== headerCategory._id) continue;
      for (const { name, slug } of item.categoryId) {
        if (categories.some((known) => known.slug === slug)) continue;
        const same = sharedBySlug.get(slug);
        categories.push(same?.name === name ? same : { name, slug });
      }
    }
    return { name: headerCategory.name, categories };
  });
}
