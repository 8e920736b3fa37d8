import { blogCategories, blogPosts } from "./content/blog.ts";
import { categories, headerCategories, products, tags } from "./content/catalog.ts";
import { countries } from "./content/countries.ts";
import {
  type AboutContent,
  about,
  type CollectionBlockContent,
  type CollectionBlockName,
  collections,
  type HomeCollectionDetailContent,
  happyCustomers,
  homeCollectionDetail,
  type SpecialProductContent,
  specialProduct,
  type TopMenuMessageContent,
  topMenuMessages,
  type VideoContent,
  videos,
} from "./content/home.ts";
import { type ReviewContent, type ReviewerContent, reviewers, reviews } from "./content/reviews.ts";
import { type ShopTextLanguage, shopTextTranslations } from "./content/shop-text.ts";
import { seoTags } from "./content/site.ts";
import type {
  BlogCategoryContent,
  BlogPostContent,
  CategoryContent,
  CountryContent,
  HappyCustomerContent,
  HeaderCategoryContent,
  ProductContent,
  SeoTagContent,
  TagContent,
} from "./content/types.ts";

interface DemoHomeContent {
  collections: Record<CollectionBlockName, CollectionBlockContent>;
  collectionDetail: HomeCollectionDetailContent;
  videos: VideoContent[];
  about: AboutContent;
  specialProduct: SpecialProductContent;
  topMenuMessages: TopMenuMessageContent[];
}

/** Everything the demo seeder writes, gathered from the hand-written modules in ./content. */
export interface DemoContent {
  headerCategories: HeaderCategoryContent[];
  categories: CategoryContent[];
  tags: TagContent[];
  products: ProductContent[];
  countries: CountryContent[];
  blogCategories: BlogCategoryContent[];
  blogPosts: BlogPostContent[];
  happyCustomers: HappyCustomerContent[];
  seoTags: SeoTagContent[];
  home: DemoHomeContent;
  /** The shop's own words in the other interface languages, by their English text. */
  shopText: Record<string, Record<ShopTextLanguage, string>>;
  reviewers: ReviewerContent[];
  reviews: ReviewContent[];
}

export const demoContent: DemoContent = {
  headerCategories,
  categories,
  tags,
  products,
  countries,
  blogCategories,
  blogPosts,
  happyCustomers,
  seoTags,
  home: { collections, collectionDetail: homeCollectionDetail, videos, about, specialProduct, topMenuMessages },
  shopText: shopTextTranslations,
  reviewers,
  reviews,
};
