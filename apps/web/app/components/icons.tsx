import type { SVGProps } from "react";
import spriteUrl from "./icons.svg?no-inline";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML"> & { size?: number | string };
type Icon = ((props: IconProps) => React.JSX.Element) & { iconName: string };

/** The sprite's URL: hashed by the build, so browsers keep it for good (the server says immutable). */
export const ICON_SPRITE_URL = spriteUrl;

/**
 * Lucide's icons, each a `<use>` of one symbol in icons.svg, a sprite of every icon the shop draws
 * written from lucide's data (icons.test.ts writes it again and checks it is current). A page names
 * an icon in about 170 bytes instead of writing its shapes out, 400 on average: the home page draws
 * 75 (docs/decisions/0059-icons-from-one-sprite.md). The sprite's symbols carry the stroke's colour,
 * caps and joins. Fill and stroke width are the icon's, so a page can fill a heart or thin a play
 * button: the class `i` gives an icon lucide's outline (no fill, 2 px) from base.css, in rules that
 * skip an icon with its own fill or stroke-width attribute, written only when it differs (no style
 * attribute: the CSP allows none). Written on each icon they were 30 bytes of every icon, 1.7 kB of
 * the home page. An icon that names nothing is hidden from screen readers, as lucide-react does it.
 */
function spriteIcon(name: string): Icon {
  const href = `${spriteUrl}#${name}`;
  function SpriteIcon({ size = 24, strokeWidth = 2, className, fill = "none", ...rest }: IconProps) {
    const labelled = Object.keys(rest).some((prop) => prop.startsWith("aria-") || prop === "role" || prop === "title");
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: hidden from screen readers unless the page labels it (aria-*, role or title)
      <svg
        width={size}
        height={size}
        fill={fill === "none" ? undefined : fill}
        strokeWidth={Number(strokeWidth) === 2 ? undefined : strokeWidth}
        className={className ? `i ${className}` : "i"}
        aria-hidden={labelled ? undefined : "true"}
        {...rest}
      >
        <use href={href} />
      </svg>
    );
  }
  return Object.assign(SpriteIcon, { iconName: name });
}

export const ArrowUp = spriteIcon("arrow-up");
export const Banknote = spriteIcon("banknote");
export const BellRing = spriteIcon("bell-ring");
export const Check = spriteIcon("check");
export const ChevronDown = spriteIcon("chevron-down");
export const ChevronLeft = spriteIcon("chevron-left");
export const ChevronRight = spriteIcon("chevron-right");
export const Circle = spriteIcon("circle");
export const CircleAlert = spriteIcon("circle-alert");
export const CircleCheck = spriteIcon("circle-check");
export const CircleHelp = spriteIcon("circle-help");
export const Copy = spriteIcon("copy");
export const ExternalLink = spriteIcon("external-link");
export const Globe = spriteIcon("globe");
export const Headset = spriteIcon("headset");
export const Heart = spriteIcon("heart");
export const ImageUp = spriteIcon("image-up");
export const Landmark = spriteIcon("landmark");
export const Languages = spriteIcon("languages");
export const LayoutDashboard = spriteIcon("layout-dashboard");
export const LocateFixed = spriteIcon("locate-fixed");
export const LogOut = spriteIcon("log-out");
export const Mail = spriteIcon("mail");
export const MapPin = spriteIcon("map-pin");
export const MapPinPlus = spriteIcon("map-pin-plus");
export const Menu = spriteIcon("menu");
export const Minus = spriteIcon("minus");
export const Package = spriteIcon("package");
export const PackageSearch = spriteIcon("package-search");
export const Pause = spriteIcon("pause");
export const Pencil = spriteIcon("pencil");
export const Play = spriteIcon("play");
export const Plus = spriteIcon("plus");
export const RotateCcw = spriteIcon("rotate-ccw");
export const Ruler = spriteIcon("ruler");
export const Search = spriteIcon("search");
export const SearchX = spriteIcon("search-x");
export const ShieldCheck = spriteIcon("shield-check");
export const ShoppingBag = spriteIcon("shopping-bag");
export const Smartphone = spriteIcon("smartphone");
export const Star = spriteIcon("star");
export const TicketPercent = spriteIcon("ticket-percent");
export const Trash2 = spriteIcon("trash-2");
export const TriangleAlert = spriteIcon("triangle-alert");
export const UserRound = spriteIcon("user-round");
export const X = spriteIcon("x");
export const Zap = spriteIcon("zap");
export const ZoomIn = spriteIcon("zoom-in");
