import {
  SIZE_MEASURE_LABELS,
  SIZE_PIECE_LABELS,
  type SizeChartForEditing,
  sizeChartsEditor,
} from "@chhaap/contract/admin/size-charts";
import { data } from "react-router";
import { Link } from "#app/components/link.tsx";
import { BACK_OFFICE_HEADERS, loadAdmin } from "#app/features/admin/kit/admin-api.server.ts";
import { deskColumns } from "#app/features/admin/kit/data-table.tsx";
import { ListPage } from "#app/features/admin/kit/list-page.tsx";
import type { Route } from "./+types/admin-size-charts";

/** Every chart and every category, with the chart each uses. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { charts, categories } = (await loadAdmin(context, "/api/admin/size-charts", sizeChartsEditor)).data;
  const names = new Map(categories.map((category) => [category._id, category.name]));
  return data(
    {
      charts: charts.map((chart) => ({ ...chart, categoryNames: chart.categoryIds.map((id) => names.get(id) ?? "") })),
      withoutChart: categories.filter((category) => category.sizeChartId === null).map((category) => category.name),
      deleted: new URL(request.url).searchParams.has("deleted"),
    },
    { headers: BACK_OFFICE_HEADERS },
  );
}

export function meta() {
  return [{ title: "Size charts · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

type ChartRow = SizeChartForEditing & { categoryNames: string[] };

const column = deskColumns<ChartRow>();
const CHART_COLUMNS = column.columns([
  column.accessor("name", {
    header: "Garment type",
    sortFn: "text",
    cell: (info) => <Link to={`/admin/size-charts/${info.row.original._id}`}>{info.getValue()}</Link>,
  }),
  // Cells say what they are: on a phone, rows become cards without the header row.
  column.accessor((chart) => chart.rows.length, {
    id: "rows",
    header: "Rows",
    cell: (info) => {
      const { kind, rows } = info.row.original;
      const labels = rows.map((row) =>
        kind === "piece" ? (SIZE_PIECE_LABELS[row.label as keyof typeof SIZE_PIECE_LABELS] ?? row.label) : row.label,
      );
      return `${kind === "piece" ? "Pieces" : "Sizes"}: ${labels.join(", ")}`;
    },
  }),
  column.accessor((chart) => chart.measures.length, {
    id: "measures",
    header: "Columns",
    enableSorting: false,
    cell: (info) =>
      `Measures ${info.row.original.measures.map((measure) => SIZE_MEASURE_LABELS[measure].toLowerCase()).join(", ")}`,
  }),
  column.accessor((chart) => chart.categoryNames.join(", "), {
    id: "categories",
    header: "Used by",
    sortFn: "text",
    cell: (info) =>
      info.getValue() === "" ? (
        <span className="admin-muted">No category: shoppers do not see it</span>
      ) : (
        `Used by ${info.getValue()}`
      ),
  }),
]);

export default function AdminSizeCharts({ loaderData }: Route.ComponentProps) {
  const { charts, withoutChart, deleted } = loaderData;
  return (
    <ListPage
      id="admin-size-charts"
      title="Size charts"
      actions={
        <Link to="/admin/size-charts/new" className="admin-button admin-button--primary">
          New size chart
        </Link>
      }
      rows={charts}
      empty="The shop has no size charts yet. Make the first with “New size chart”."
      columns={CHART_COLUMNS}
      caption="Size charts by garment type"
      rowId={(chart) => chart._id}
      footer={
        withoutChart.length > 0 ? (
          <p className="admin-muted">Categories without a size guide: {withoutChart.join(", ")}.</p>
        ) : null
      }
    >
      <p className="admin-muted">
        One chart per garment type, in inches. A product page’s size guide shows the chart of the product’s category, in inches
        and centimetres, in the shopper’s language.
      </p>
      <div role="status">{deleted ? <p className="admin-message admin-message--success">Size chart deleted.</p> : null}</div>
    </ListPage>
  );
}
