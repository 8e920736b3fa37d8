import { editableSizeChart } from "@chhaap/contract/admin/size-charts";
import { describe, expect, it } from "vitest";
import { editableSizeChartOf, sizeChartDraftFromForm, sizeChartFieldOf } from "./size-chart-draft.ts";

/** The editor's grid as posted: two columns and two sizes, plus the empty column and row it offers. */
function posted(extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    name: "Womenswear",
    kind: "body",
    columns: "3",
    rows: "3",
    "c0.measure": "bust",
    "c1.measure": "waist",
    "c2.measure": "",
    "r0.label": "S",
    "r0.c0": "36",
    "r0.c1": "30",
    "r0.c2": "",
    "r1.label": "M",
    "r1.c0": "38",
    "r1.c1": "32",
    "r1.c2": "",
    "r2.label": "",
    "r2.c0": "",
    "r2.c1": "",
    "r2.c2": "",
    ...extra,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("categoryIds", "c-1");
  return form;
}

describe("the size chart editor's form", () => {
  it("leaves out the empty column and row it offers", () => {
    const draft = sizeChartDraftFromForm(posted());
    expect(draft).toEqual({
      name: "Womenswear",
      kind: "body",
      measures: ["bust", "waist"],
      rows: [
        { label: "S", cells: ["36", "30"] },
        { label: "M", cells: ["38", "32"] },
      ],
      categoryIds: ["c-1"],
    });
  });

  it("adds the column and row typed into the empty ones, and drops those ticked Remove", () => {
    const draft = sizeChartDraftFromForm(
      posted({
        "c2.measure": "length",
        "r0.c2": "44",
        "r1.c2": "45",
        "r2.label": "L",
        "r2.c2": "46",
        "c0.remove": "on",
        "r1.remove": "on",
      }),
    );
    expect(draft.measures).toEqual(["waist", "length"]);
    expect(draft.rows).toEqual([
      { label: "S", cells: ["30", "44"] },
      { label: "L", cells: ["", "46"] },
    ]);
  });

  it("keeps a column with numbers but no measurement, for the contract to ask which", () => {
    const draft = sizeChartDraftFromForm(posted({ "r0.c2": "12" }));
    const parsed = editableSizeChart.safeParse(editableSizeChartOf(draft));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => sizeChartFieldOf(issue.path.join(".")))).toContain("c2.measure");
  });

  it("reads inches with a decimal comma, and blanks as missing", () => {
    const body = editableSizeChartOf({ ...sizeChartDraftFromForm(posted()), rows: [{ label: "S", cells: ["36,5", " "] }] });
    expect(body.rows[0]?.inches[0]).toBe(36.5);
    expect(body.rows[0]?.inches[1]).toBeNaN();
  });

  it("names the field each message is about", () => {
    expect(sizeChartFieldOf("rows.2.inches.1")).toBe("r2.c1");
    expect(sizeChartFieldOf("rows.2.inches")).toBe("r2.c0");
    expect(sizeChartFieldOf("rows.0.label")).toBe("r0.label");
    expect(sizeChartFieldOf("measures.1")).toBe("c1.measure");
    expect(sizeChartFieldOf("rows")).toBe("rows");
    expect(sizeChartFieldOf("name")).toBe("name");
  });
});
