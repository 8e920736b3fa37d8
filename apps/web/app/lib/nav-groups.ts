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

/** Joins header items to their header category by `headerCateId._id`, keeping order and dropping repeats. */
export function buildNavGroups(headerCategories: readonly HeaderCategory[], headerItems: readonly HeaderItem[]): NavGroup[] {
  return headerCategories.map((headerCategory) => {
    const categories: NavCategory[] = [];
    for (const item of headerItems) {
      if (item.headerCateId._id !== headerCategory._id) continue;
      for (const category of item.categoryId) {
        if (!categories.some((known) => known.slug === category.slug))
          categories.push({ name: category.name, slug: category.slug });
      }
    }
    return { name: headerCategory.name, categories };
  });
}
