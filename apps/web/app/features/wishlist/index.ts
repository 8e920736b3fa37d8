// The wishlist's public face: the heart other features' cards and pages show, the header's link and
// the merge at login the shell runs.
export { WishlistHeart } from "./wishlist-heart.tsx";
export { WishlistLink } from "./wishlist-link.tsx";
export { WishlistMerge } from "./wishlist-merge.tsx";
