import {
  ArrowUp as arrowUp,
  Banknote as banknote,
  BellRing as bellRing,
  Check as check,
  ChevronDown as chevronDown,
  ChevronLeft as chevronLeft,
  ChevronRight as chevronRight,
  Circle as circle,
  CircleAlert as circleAlert,
  CircleCheck as circleCheck,
  CircleHelp as circleHelp,
  Copy as copy,
  ExternalLink as externalLink,
  Globe as globe,
  Headset as headset,
  Heart as heart,
  type IconNode,
  ImageUp as imageUp,
  Landmark as landmark,
  Languages as languages,
  LayoutDashboard as layoutDashboard,
  LocateFixed as locateFixed,
  LogOut as logOut,
  Mail as mail,
  MapPin as mapPin,
  MapPinPlus as mapPinPlus,
  Menu as menu,
  Minus as minus,
  Package as packageIcon,
  PackageSearch as packageSearch,
  Pause as pause,
  Pencil as pencil,
  Play as play,
  Plus as plus,
  RotateCcw as rotateCcw,
  Ruler as ruler,
  Search as search,
  SearchX as searchX,
  ShieldCheck as shieldCheck,
  ShoppingBag as shoppingBag,
  Smartphone as smartphone,
  Star as star,
  TicketPercent as ticketPercent,
  Trash2 as trash2,
  TriangleAlert as triangleAlert,
  UserRound as userRound,
  X as x,
  Zap as zap,
  ZoomIn as zoomIn,
} from "lucide";
import type { SVGProps } from "react";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML"> & { size?: number | string };
type Icon = (props: IconProps) => React.JSX.Element;

const escapeAttribute = (value: unknown) =>
  String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** An icon's shapes as SVG markup, written once when the module loads. */
export function shapesMarkup(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`);
      return `<${tag}${written.join("")}></${tag}>`;
    })
    .join("");
}

/**
 * Lucide's icons, drawn as lucide-react draws them (same attributes and classes), with the shapes
 * inside as one piece of markup: React then renders one element per icon instead of four or five,
 * about 5% of a product page's server time (38 icons) and as many fewer nodes to hydrate in the
 * browser (docs/decisions/0041-icons-as-one-element.md).
 */
function lucideIcon(name: string, node: IconNode): Icon {
  const shapes = { __html: shapesMarkup(node) };
  const iconClass = `lucide lucide-${name}`;
  function LucideIcon({ size = 24, strokeWidth = 2, className, ...rest }: IconProps) {
    // Like lucide-react: an icon that names nothing is hidden from screen readers.
    const labelled = Object.keys(rest).some((prop) => prop.startsWith("aria-") || prop === "role" || prop === "title");
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${iconClass} ${className}` : iconClass}
        aria-hidden={labelled ? undefined : "true"}
        {...rest}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: lucide's own shapes, written above from its data
        dangerouslySetInnerHTML={shapes}
      />
    );
  }
  return LucideIcon;
}

export const ArrowUp = lucideIcon("arrow-up", arrowUp);
export const Banknote = lucideIcon("banknote", banknote);
export const BellRing = lucideIcon("bell-ring", bellRing);
export const Check = lucideIcon("check", check);
export const ChevronDown = lucideIcon("chevron-down", chevronDown);
export const ChevronLeft = lucideIcon("chevron-left", chevronLeft);
export const ChevronRight = lucideIcon("chevron-right", chevronRight);
export const Circle = lucideIcon("circle", circle);
export const CircleAlert = lucideIcon("circle-alert", circleAlert);
export const CircleCheck = lucideIcon("circle-check", circleCheck);
export const CircleHelp = lucideIcon("circle-help", circleHelp);
export const Copy = lucideIcon("copy", copy);
export const ExternalLink = lucideIcon("external-link", externalLink);
export const Globe = lucideIcon("globe", globe);
export const Headset = lucideIcon("headset", headset);
export const Heart = lucideIcon("heart", heart);
export const ImageUp = lucideIcon("image-up", imageUp);
export const Landmark = lucideIcon("landmark", landmark);
export const Languages = lucideIcon("languages", languages);
export const LayoutDashboard = lucideIcon("layout-dashboard", layoutDashboard);
export const LocateFixed = lucideIcon("locate-fixed", locateFixed);
export const LogOut = lucideIcon("log-out", logOut);
export const Mail = lucideIcon("mail", mail);
export const MapPin = lucideIcon("map-pin", mapPin);
export const MapPinPlus = lucideIcon("map-pin-plus", mapPinPlus);
export const Menu = lucideIcon("menu", menu);
export const Minus = lucideIcon("minus", minus);
export const Package = lucideIcon("package", packageIcon);
export const PackageSearch = lucideIcon("package-search", packageSearch);
export const Pause = lucideIcon("pause", pause);
export const Pencil = lucideIcon("pencil", pencil);
export const Play = lucideIcon("play", play);
export const Plus = lucideIcon("plus", plus);
export const RotateCcw = lucideIcon("rotate-ccw", rotateCcw);
export const Ruler = lucideIcon("ruler", ruler);
export const Search = lucideIcon("search", search);
export const SearchX = lucideIcon("search-x", searchX);
export const ShieldCheck = lucideIcon("shield-check", shieldCheck);
export const ShoppingBag = lucideIcon("shopping-bag", shoppingBag);
export const Smartphone = lucideIcon("smartphone", smartphone);
export const Star = lucideIcon("star", star);
export const TicketPercent = lucideIcon("ticket-percent", ticketPercent);
export const Trash2 = lucideIcon("trash-2", trash2);
export const TriangleAlert = lucideIcon("triangle-alert", triangleAlert);
export const UserRound = lucideIcon("user-round", userRound);
export const X = lucideIcon("x", x);
export const Zap = lucideIcon("zap", zap);
export const ZoomIn = lucideIcon("zoom-in", zoomIn);
