import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { ShellSite } from "#app/lib/shell-site.ts";
import spriteUrl from "./social-icons.svg?no-inline";

/**
 * Lucide 1.x dropped brand marks, so these four follow Lucide's grid and stroke (24 px, 2 px, round caps)
 * to sit with the other icons. They are symbols of their own small sprite, as the other icons are of
 * icons.svg (decision 0059): written out, their shapes weighed 1.3 kB of every page's footer.
 */
const NETWORKS = [
  { key: "instagram", name: "Instagram" },
  { key: "facebook", name: "Facebook" },
  { key: "youtube", name: "YouTube" },
  { key: "pinterest", name: "Pinterest" },
] as const;

/** Footer social links; each has an accessible name such as "Chhaap on Instagram". */
export function SocialLinks({ site }: { site: ShellSite }) {
  const t = useT();
  const links = NETWORKS.filter((network) => site.social[network.key].trim() !== "");
  if (links.length === 0) return null;
  return (
    <ul className="social-links">
      {links.map((network) => (
        <li key={network.key}>
          {/* biome-ignore lint/a11y/useAnchorContent: named by its aria-label ("Chhaap on Instagram") */}
          <a
            className="icon-button social-links__link"
            href={site.social[network.key]}
            rel="noopener noreferrer"
            aria-label={t("followOn", { name: site.name, network: network.name })}
          >
            <svg width="20" height="20" aria-hidden="true" focusable="false">
              <use href={`${spriteUrl}#${network.key}`} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
