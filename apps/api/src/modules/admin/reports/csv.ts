import type { BreakdownRow, Report, ReportFigure, ReportRate, ReportSection, RtoRow } from "@chhaap/contract/admin/reports";
import { stringify } from "csv-stringify/sync";
import { guardCsvCell } from "#src/modules/admin/catalog/csv-cells.ts";

type Cell = string | number | null;

const both = (figure: ReportFigure | ReportRate) => [figure.current, figure.previous];

function breakdownSheet(rows: BreakdownRow[]): Cell[][] {
  return [
    ["key", "name", "net_sales", "previous_net_sales", "orders", "previous_orders", "units", "previous_units", "share_percent"],
    ...rows.map((row) => [row.key, row.label, ...both(row.netSales), ...both(row.orders), ...both(row.units), row.share]),
  ];
}

function rtoSheet(rows: RtoRow[]): Cell[][] {
  return [
    [
      "name",
      "orders_with_outcome",
      "previous_orders_with_outcome",
      "returned_to_origin",
      "previous_returned_to_origin",
      "rto_rate_percent",
      "previous_rto_rate_percent",
    ],
    ...rows.map((row) => [row.label, ...both(row.outcomes), ...both(row.returnedToOrigin), ...both(row.rate)]),
  ];
}

/** One section of a report as rows, header first; columns are the JSON's fields, current then previous. */
function reportSheet(report: Report, section: ReportSection): Cell[][] {
  const { summary } = report;
  switch (section) {
    case "summary":
      return [
        ["figure", "current", "previous"],
        [
          "period",
          `${report.period.current.from} to ${report.period.current.to}`,
          `${report.period.previous.from} to ${report.period.previous.to}`,
        ],
        ["gross_sales", ...both(summary.grossSales)],
        ["discounts", ...both(summary.discounts)],
        ["cancellations", ...both(summary.cancellations)],
        ["returns", ...both(summary.returns)],
        ["net_sales", ...both(summary.netSales)],
        ["refunds", ...both(summary.refunds)],
        ["orders", ...both(summary.orders)],
        ["average_order_value", ...both(summary.averageOrderValue)],
        ["units", ...both(summary.units)],
        ["new_customers", ...both(summary.newCustomers)],
        ["returning_customers", ...both(summary.returningCustomers)],
        ["cod_share_percent", ...both(summary.codShare)],
        ["rto_rate_percent", ...both(summary.rtoRate)],
      ];
    case "days":
      return [
        ["date", "net_sales", "orders", "units", "previous_date", "previous_net_sales", "previous_orders", "previous_units"],
        ...report.days.map((day) => [
          day.date,
          day.netSales.current,
          day.orders.current,
          day.units.current,
          day.previousDate,
          day.netSales.previous,
          day.orders.previous,
          day.units.previous,
        ]),
      ];
    case "category":
    case "product":
    case "colourway":
    case "size":
    case "payment-method":
    case "delivery-state":
    case "country":
      return breakdownSheet(report.breakdowns[section]);
    case "customers":
      return [
        ["customers", "count", "previous_count", "orders", "previous_orders", "net_sales", "previous_net_sales"],
        ...(["new", "returning"] as const).map((group) => {
          const { customers, orders, netSales } = report.customers[group];
          return [group, ...both(customers), ...both(orders), ...both(netSales)];
        }),
      ];
    case "rto-state":
      return rtoSheet([report.rto.all, ...report.rto.byState]);
    case "rto-pin-prefix":
      return rtoSheet([report.rto.all, ...report.rto.byPinPrefix]);
    case "rto-carrier":
      return rtoSheet([report.rto.all, ...report.rto.byCarrier]);
    case "search-misses":
      return [
        ["term", "searches", "previous_searches"],
        ...report.searchMisses.map((miss) => [miss.term, ...both(miss.searches)]),
      ];
    case "coupons":
      return [
        ["code", "orders", "previous_orders", "discount", "previous_discount", "net_sales", "previous_net_sales"],
        ...report.coupons.map((coupon) => [
          coupon.code,
          ...both(coupon.orders),
          ...both(coupon.discount),
          ...both(coupon.netSales),
        ]),
      ];
  }
}

/**
 * The sheet as CSV. Text cells that a spreadsheet would run as a formula (a product or search term
 * typed as "=…", "+…", "-…", "@…") are written with a quote in front; numbers are ours and stay numbers.
 */
export function reportCsv(report: Report, section: ReportSection): string {
  return stringify(reportSheet(report, section), {
    record_delimiter: "\r\n",
    cast: { string: (value) => guardCsvCell(value) },
  });
}

/** `chhaap-product-2026-11-01-to-2026-11-28.csv`. */
export function reportFileName(report: Report, section: ReportSection): string {
  return `chhaap-${section}-${report.period.current.from}-to-${report.period.current.to}.csv`;
}
