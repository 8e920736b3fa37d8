import { REPORT_PERIOD_LABELS, REPORT_PERIODS } from "@chhaap/contract/admin/reports";
import { Form } from "react-router";
import { Link } from "#app/components/link.tsx";

/**
 * The report's period, kept in the URL: each preset is a plain link and a custom range a GET form,
 * so choosing a period works before scripts load, and a report can be bookmarked or sent on.
 */

const PRESETS = REPORT_PERIODS.filter((period) => period !== "custom");

export function PeriodPicker({
  period,
  from,
  to,
  problemId,
}: {
  /** The period asked for: a preset, or "custom". */
  period: string;
  /** The range shown, YYYY-MM-DD (what a custom range starts from). */
  from: string;
  to: string;
  /** The id of the API's word on a range it could not read: the date fields are marked wrong and point to it. */
  problemId?: string;
}) {
  const problem = problemId ? { "aria-invalid": true, "aria-describedby": problemId } : {};
  return (
    <div className="report-period">
      <nav aria-label="Report period" className="admin-tabs report-period__presets">
        {PRESETS.map((preset) => (
          <Link
            key={preset}
            to={`?period=${preset}`}
            aria-current={period === preset ? "page" : undefined}
            className="admin-tab"
            preventScrollReset
          >
            {REPORT_PERIOD_LABELS[preset]}
          </Link>
        ))}
      </nav>
      <Form method="get" className="report-period__custom" preventScrollReset>
        <input type="hidden" name="period" value="custom" />
        <label className="admin-field">
          <span>From</span>
          <input type="date" name="from" defaultValue={from} required key={`from-${from}`} {...problem} />
        </label>
        <label className="admin-field">
          <span>To</span>
          <input type="date" name="to" defaultValue={to} required key={`to-${to}`} {...problem} />
        </label>
        <button
          type="submit"
          className="admin-button admin-button--ghost"
          aria-current={period === "custom" ? "true" : undefined}
        >
          Show these dates
        </button>
      </Form>
    </div>
  );
}
