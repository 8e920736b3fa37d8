import { Banknote, Globe, Headset, Landmark, RotateCcw, ShieldCheck } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";

/** The home feature strip. */
const FEATURES: { key: MessageKey; Icon: typeof Globe }[] = [
  { key: "worldwideDelivery", Icon: Globe },
  { key: "securePayment", Icon: ShieldCheck },
  { key: "cashOnDelivery", Icon: Banknote },
  { key: "customerSupport", Icon: Headset },
  { key: "easyReturn", Icon: RotateCcw },
  { key: "madeInIndia", Icon: Landmark },
];

export function FeatureStrip() {
  const t = useT();
  return (
    <section className="features" aria-label={t("featuresLabel")}>
      <ul className="features__list container">
        {FEATURES.map(({ key, Icon }) => (
          <li key={key} className="features__item">
            <Icon aria-hidden="true" size={26} strokeWidth={1.6} />
            <span>{t(key)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
