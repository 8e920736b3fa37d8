import { Link } from "#app/components/link.tsx";
import { WHEN } from "#app/features/admin/kit/desk-format.ts";
import { loadDeskOrder } from "#app/features/admin/orders-desk/desk-order.server.ts";
import type { Route } from "./+types/admin-packing-slip";

export function loader({ params, context }: Route.LoaderArgs) {
  return loadDeskOrder(context, params.orderNumber);
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Packing slip ${params.orderNumber} · Chhaap` }, { name: "robots", content: "noindex, nofollow" }];
}

/** What goes in the parcel with the pieces: who it is for and what is in it, no prices. Printed from the browser. */
export default function AdminPackingSlip({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const to = order.shippingAddress;
  return (
    <article className="admin-slip" aria-labelledby="admin-slip-title">
      <p className="admin-slip__screen-only">
        <Link to={`/admin/orders/${order.orderNumber}`}>← Order {order.orderNumber}</Link> · Print this page from your browser
        (Ctrl+P or Share → Print).
      </p>
      <header className="admin-slip__head">
        <p className="admin-brand">Chhaap छाप</p>
        <h1 id="admin-slip-title">Packing slip</h1>
        <p>
          Order <strong>{order.orderNumber}</strong>, placed {WHEN.format(new Date(order.createdAt))}
        </p>
      </header>
      <section aria-label="Deliver to">
        <h2>Deliver to</h2>
        <address className="admin-address">
          {[to.name, to.addressLine1, to.addressLine2, `${to.city} ${to.zip}`.trim(), `${to.state}, ${to.country}`, to.phone]
            .filter(Boolean)
            .join("\n")}
        </address>
      </section>
      <table className="admin-table admin-slip__lines">
        <caption>
          {order.pieces} {order.pieces === 1 ? "piece" : "pieces"}
        </caption>
        <thead>
          <tr>
            <th scope="col">Piece</th>
            <th scope="col">Item code</th>
            <th scope="col">Size</th>
            <th scope="col">Quantity</th>
            <th scope="col">Packed</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={`${line.itemCode}-${line.size}`}>
              <td>
                {line.productName}
                {line.colour ? <span className="admin-muted"> · {line.colour}</span> : null}
              </td>
              <td>{line.itemCode}</td>
              <td>{line.size}</td>
              <td>{line.quantity}</td>
              <td aria-label="Packed">☐</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="admin-slip__thanks">
        Thank you for choosing hand block-printed cloth. Every piece is printed and dyed by hand in Kutch.
      </p>
    </article>
  );
}
