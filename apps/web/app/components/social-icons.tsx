import type { SiteInfo } from "@chhaap/contract/site";
import type { ReactNode } from "react";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/**
 * Lucide 1.x dropped brand marks, so these four follow Lucide's grid and stroke (24 px, 2 px, round caps)
 * to sit with the other icons.
 */
function IconFrame({ children }: { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const NETWORKS = [
  {
    key: "instagram",
    name: "Instagram",
    icon: (
      <>
        <rect x="2" y="2" width="20" height="20" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <line x1="17.5" y1="6.5" x2="17.51" y2="6.5" />
      </>
    ),
  },
  {
    key: "facebook",
    name: "Facebook",
    icon: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  },
  {
    key: "youtube",
    name: "YouTube",
    icon: (
      <>
        <path d="M2.5 17a24.1 24.1 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.1 24.1 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
        <path d="m10 15 5-3-5-3z" />
      </>
    ),
  },
  {
    key: "pinterest",
    name: "Pinterest",
    icon: (
      <>
        <circle cx="12" cy="12" r="10" />
        <path d="m11.2 11.5-2.2 10" />
        <path d="M9.6 15.2c.7.5 1.6.8 2.6.8 2.8 0 4.8-2.2 4.8-5a5 5 0 0 0-10 0c0 1 .3 1.9.8 2.6" />
      </>
    ),
  },
] as const;

/** Footer social links; each has an accessible name such as "Chhaap on Instagram". */
export function SocialLinks({ site }: { site: SiteInfo }) {
  const t = useT();
  const links = NETWORKS.filter((network) => site.social[network.key].trim() !== "");
  if (links.length === 0) return null;
  return (
    <ul className="social-links">
      {links.map((network) => (
        <li key={network.key}>
          <a
            className="icon-button social-links__link"
            href={site.social[network.key]}
            rel="noopener noreferrer"
            aria-label={t("followOn", { name: site.name, network: network.name })}
          >
            <IconFrame>{network.icon}</IconFrame>
          </a>
        </li>
      ))}
    </ul>
  );
}
