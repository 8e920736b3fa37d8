import type { Address } from "@chhaap/contract/address";
import { Pencil, Trash2 } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { ADDRESS_TYPE_LABELS } from "./address-fields.tsx";

/** One saved address with Edit and Remove. */
export function AddressCard({ address }: { address: Address }) {
  const t = useT();
  const place = [address.city, address.state, address.zip].filter(Boolean).join(", ");
  return (
    <article className="address-card" aria-labelledby={`address-${address._id}`}>
      <div className="address-card__head">
        <h2 id={`address-${address._id}`} className="address-card__name">
          {address.name}
        </h2>
        <span className="address-card__type">{t(ADDRESS_TYPE_LABELS[address.addressType])}</span>
      </div>
      <address className="address-card__lines">
        <span>{address.addressLine1}</span>
        {address.addressLine2 ? <span>{address.addressLine2}</span> : null}
        <span>{place}</span>
        <span>{address.country}</span>
      </address>
      <dl className="address-card__contact">
        <div>
          <dt>{t("addressPhone")}</dt>
          <dd>{address.phone}</dd>
        </div>
        {address.email ? (
          <div>
            <dt>{t("addressEmail")}</dt>
            <dd>{address.email}</dd>
          </div>
        ) : null}
      </dl>
      <div className="address-card__actions">
        <Link
          to={`/edit-address/${address._id}`}
          className="button button--ghost"
          aria-label={t("addressEditNamed", { name: address.name })}
        >
          <Pencil aria-hidden="true" size={16} />
          {t("addressEdit")}
        </Link>
        {/* Without script this opens the confirmation on the page; with it, as a modal dialog. */}
        <Link
          to={`?remove=${address._id}`}
          preventScrollReset
          className="button button--danger"
          aria-label={t("addressRemoveNamed", { name: address.name })}
        >
          <Trash2 aria-hidden="true" size={16} />
          {t("addressRemove")}
        </Link>
      </div>
    </article>
  );
}
