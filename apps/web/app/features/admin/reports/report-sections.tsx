import {
  type BreakdownRow,
  REPORT_BREAKDOWNS,
  REPORT_SECTION_LABELS,
  type Report,
  type ReportBreakdown,
  type ReportSection,
  type RtoRow,
} from "@chhaap/contract/admin/reports";
import { type BreakdownColumn, BreakdownTable, ReportTable } from "./breakdown-table.tsx";
import { barWords, salesBars } from "./chart-bars.ts";
import { type HeadlineFigure, HeadlineFigures } from "./headline-figures.tsx";
import { figureChange, formatFigure, longDay } from "./report-format.ts";
import { SalesChart } from "./sales-chart.tsx";

/**
 * The report's parts, each drawn from the contract's report: headline figures, how net sales add
 * up, the chart with its numbers, and a table for each breakdown with its CSV download.
 */

/** Where each section's CSV comes from: the page's own resource route, with the page's period. */
type CsvHref = (section: ReportSection) => string;

export function ReportHeadlines({ summary }: { summary: Report["summary"] }) {
  const figures: HeadlineFigure[] = [
    { label: "Net sales", ...summary.netSales, kind: "rupees", note: "After discounts, cancellations and returns" },
    { label: "Orders", ...summary.orders, kind: "count" },
    { label: "Average order value", ...summary.averageOrderValue, kind: "rupees" },
    { label: "Units sold", ...summary.units, kind: "count" },
    { label: "New customers", ...summary.newCustomers, kind: "count" },
    { label: "Returning customers", ...summary.returningCustomers, kind: "count" },
    { label: "Cash on delivery share", ...summary.codShare, kind: "percent", better: "neither", note: "Of the orders" },
    {
      label: "Return to origin rate",
      ...summary.rtoRate,
      kind: "percent",
      better: "lower",
      note: "Of the orders delivered or sent back",
    },
  ];
  return (
    <section aria-labelledby="report-headlines-title">
      <h2 id="report-headlines-title" className="visually-hidden">
        Headline figures
      </h2>
      <HeadlineFigures figures={figures} />
    </section>
  );
}

/** Gross sales down to net sales, as a table: what was taken off, and the refunds paid. */
export function NetSalesSteps({ summary, csvHref }: { summary: Report["summary"]; csvHref: CsvHref }) {
  const rows = [
    { key: "gross", label: "Gross sales (merchandise, GST included)", ...summary.grossSales },
    { key: "discounts", label: "−\u00a0Discounts (coupons)", ...summary.discounts },
    { key: "cancellations", label: "−\u00a0Cancellations and returns to origin", ...summary.cancellations },
    { key: "returns", label: "−\u00a0Returns (credit notes)", ...summary.returns },
    { key: "net", label: "=\u00a0Net sales", ...summary.netSales },
    { key: "refunds", label: "Refunds paid (already in the lines above)", ...summary.refunds },
  ];
  return (
    <BreakdownTable
      id="report-summary"
      title="How net sales add up"
      rows={rows}
      rowKey={(row) => row.key}
      csvHref={csvHref("summary")}
      empty="No sales in either period."
      columns={[
        { header: "Line", value: (row) => row.label },
        { header: "This period", value: (row) => row.current, kind: "rupees" },
        { header: "Period before", value: (row) => row.previous, kind: "rupees" },
      ]}
    />
  );
}

/** Net sales over the period as a chart, the same numbers in a table under it. */
export function SalesByDay({ report, csvHref }: { report: Report; csvHref: CsvHref }) {
  const bars = salesBars(report.days);
  const { by, column: unit } = barWords(report.days.length);
  const { current, previous } = report.period;
  const label = `Net sales ${by}, ${longDay(current.from)} to ${longDay(current.to)}, bars; the period before as a dashed line. The numbers are in the table below.`;
  return (
    <section className="report-section" aria-labelledby="report-days-title">
      <div className="report-section__heading">
        <h2 id="report-days-title">Net sales {by}</h2>
        <a href={csvHref("days")} className="report-csv" aria-describedby="report-days-title">
          Download CSV
        </a>
      </div>
      <figure className="report-chart">
        <SalesChart bars={bars} size="narrow" label={label} />
        <SalesChart bars={bars} size="wide" label={label} />
        <figcaption>
          <ul className="report-legend">
            <li>
              <span className="report-legend__key report-legend__key--current" aria-hidden="true" />
              {longDay(current.from)} to {longDay(current.to)}
            </li>
            <li>
              <span className="report-legend__key report-legend__key--previous" aria-hidden="true" />
              Period before: {longDay(previous.from)} to {longDay(previous.to)}
            </li>
          </ul>
        </figcaption>
      </figure>
      <details className="report-data">
        <summary>The chart's numbers as a table</summary>
        <ReportTable
          caption={`Net sales ${by}, with the period before`}
          rows={bars}
          rowKey={(bar) => bar.title}
          columns={[
            { header: unit, value: (bar) => bar.title },
            { header: "Net sales", value: (bar) => bar.current, kind: "rupees" },
            { header: "Orders", value: (bar) => bar.orders, kind: "count" },
            { header: `${unit} (period before)`, value: (bar) => bar.previousTitle },
            { header: "Net sales before", value: (bar) => bar.previous, kind: "rupees" },
            { header: "Orders before", value: (bar) => bar.previousOrders, kind: "count" },
          ]}
        />
      </details>
    </section>
  );
}

const BREAKDOWN_FIRST_COLUMN: Record<ReportBreakdown, string> = {
  category: "Category",
  product: "Product",
  colourway: "Colourway",
  size: "Size",
  "payment-method": "Payment method",
  "delivery-state": "State",
  country: "Country",
};

function breakdownColumns(first: string): BreakdownColumn<BreakdownRow>[] {
  return [
    { header: first, value: (row) => row.label },
    { header: "Net sales", value: (row) => row.netSales.current, kind: "rupees" },
    { header: "Share", value: (row) => row.share, kind: "percent" },
    { header: "Orders", value: (row) => row.orders.current, kind: "count" },
    { header: "Units", value: (row) => row.units.current, kind: "count" },
    { header: "Net sales before", value: (row) => row.netSales.previous, kind: "rupees" },
    {
      header: "Change",
      value: (row) => figureChange(row.netSales.current, row.netSales.previous, "rupees").text,
      words: (row) => figureChange(row.netSales.current, row.netSales.previous, "rupees").words,
    },
  ];
}

export function SalesBreakdowns({ breakdowns, csvHref }: { breakdowns: Report["breakdowns"]; csvHref: CsvHref }) {
  return (
    <div className="report-grid">
      {REPORT_BREAKDOWNS.map((key) => (
        <BreakdownTable
          key={key}
          id={`report-${key}`}
          title={`Net sales ${REPORT_SECTION_LABELS[key].toLowerCase()}`}
          rows={breakdowns[key]}
          rowKey={(row) => row.key}
          csvHref={csvHref(key)}
          empty="No sales in either period."
          intro={breakdowns[key].length >= 50 ? "The 50 largest; the CSV has them all." : undefined}
          columns={breakdownColumns(BREAKDOWN_FIRST_COLUMN[key])}
        />
      ))}
    </div>
  );
}

export function CustomerGroups({ customers, csvHref }: { customers: Report["customers"]; csvHref: CsvHref }) {
  const rows = [
    { key: "new", label: "New (first order ever)", ...customers.new },
    { key: "returning", label: "Returning", ...customers.returning },
  ];
  return (
    <BreakdownTable
      id="report-customers"
      title={REPORT_SECTION_LABELS.customers}
      rows={rows}
      rowKey={(row) => row.key}
      csvHref={csvHref("customers")}
      empty="No customers in either period."
      columns={[
        { header: "Customers", value: (row) => row.label },
        { header: "How many", value: (row) => row.customers.current, kind: "count" },
        { header: "Orders", value: (row) => row.orders.current, kind: "count" },
        // Their orders after discounts: cancellations and returns fall on their own days, not split by customer.
        { header: "Sales after discounts", value: (row) => row.netSales.current, kind: "rupees" },
        { header: "How many before", value: (row) => row.customers.previous, kind: "count" },
        { header: "Sales after discounts before", value: (row) => row.netSales.previous, kind: "rupees" },
      ]}
    />
  );
}

function rtoColumns(first: string): BreakdownColumn<RtoRow>[] {
  return [
    { header: first, value: (row) => row.label },
    { header: "Returned to origin", value: (row) => row.returnedToOrigin.current, kind: "count" },
    { header: "Delivered or returned", value: (row) => row.outcomes.current, kind: "count" },
    { header: "RTO rate", value: (row) => row.rate.current, kind: "percent" },
    { header: "RTO rate before", value: (row) => row.rate.previous, kind: "percent" },
  ];
}

export function ReturnsToOrigin({ rto, csvHref }: { rto: Report["rto"]; csvHref: CsvHref }) {
  const sections = [
    { key: "rto-state", rows: rto.byState, first: "State" },
    { key: "rto-pin-prefix", rows: rto.byPinPrefix, first: "PIN code prefix" },
    { key: "rto-carrier", rows: rto.byCarrier, first: "Carrier" },
  ] as const;
  return (
    <div className="report-grid">
      {sections.map((section) => (
        <BreakdownTable
          key={section.key}
          id={`report-${section.key}`}
          title={REPORT_SECTION_LABELS[section.key]}
          rows={[...section.rows]}
          rowKey={(row) => row.key}
          csvHref={csvHref(section.key)}
          empty="No order of this period has been delivered or sent back yet."
          columns={rtoColumns(section.first)}
        />
      ))}
    </div>
  );
}

export function SearchMisses({ misses, csvHref }: { misses: Report["searchMisses"]; csvHref: CsvHref }) {
  return (
    <BreakdownTable
      id="report-search-misses"
      title={REPORT_SECTION_LABELS["search-misses"]}
      intro="What shoppers looked for and the shop did not have: the most searched first."
      rows={misses}
      rowKey={(miss) => miss.term}
      csvHref={csvHref("search-misses")}
      empty="Every search in this period found something."
      columns={[
        { header: "Search", value: (miss) => miss.term },
        { header: "Searches", value: (miss) => miss.searches.current, kind: "count" },
        { header: "Searches before", value: (miss) => miss.searches.previous, kind: "count" },
      ]}
    />
  );
}

export function CouponUse({ coupons, csvHref }: { coupons: Report["coupons"]; csvHref: CsvHref }) {
  return (
    <BreakdownTable
      id="report-coupons"
      title={REPORT_SECTION_LABELS.coupons}
      rows={coupons}
      rowKey={(coupon) => coupon.code}
      csvHref={csvHref("coupons")}
      empty="No coupon was used in either period."
      columns={[
        { header: "Coupon", value: (coupon) => coupon.code },
        { header: "Orders", value: (coupon) => coupon.orders.current, kind: "count" },
        { header: "Discount given", value: (coupon) => coupon.discount.current, kind: "rupees" },
        { header: "Net sales", value: (coupon) => coupon.netSales.current, kind: "rupees" },
        { header: "Orders before", value: (coupon) => coupon.orders.previous, kind: "count" },
        { header: "Discount before", value: (coupon) => coupon.discount.previous, kind: "rupees" },
      ]}
    />
  );
}

/** A period's first and last day written out, with the period compared against. */
export function periodWords(period: Report["period"]): { current: string; previous: string } {
  return {
    current: `${longDay(period.current.from)} to ${longDay(period.current.to)} (${formatFigure(period.current.days, "count")} ${period.current.days === 1 ? "day" : "days"})`,
    previous: `${longDay(period.previous.from)} to ${longDay(period.previous.to)}`,
  };
}
