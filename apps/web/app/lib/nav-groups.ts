import type { HeaderCategory, HeaderItem } from "@chhaap/contract/reference";

export interface NavCategory {
  _id: string;
  name: string;
  slug: string;
}

/** One header category with the categories its header items list: one nav dropdown. */
export interface NavGroup {
  _id: string;
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
        if (!categories.some((known) => known._id === category._id))
          categories.push({ _id: category._id, name: category.name, slug: category.slug });
      }
    }
    return { _id: headerCategory._id, name: headerCategory.name, categories };
  });
}
