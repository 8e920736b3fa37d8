import { editableSizeChart } from "@chhaap/contract/admin/size-charts";
import { describe, expect, it } from "vitest";
import {
  editableSizeChartOf,
  sizeChartDraftFromForm,
  sizeChartErrorsInOrder,
  sizeChartFieldName,
  sizeChartFieldOf,
} from "./size-chart-draft.ts";

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

  it("reads inches with a decimal comma, and refuses blanks as missing", () => {
    const draft = { ...sizeChartDraftFromForm(posted()), rows: [{ label: "S", cells: [" 36,5 ", " "] }] };
    const parsed = editableSizeChart.safeParse(editableSizeChartOf(draft));
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["rows.0.inches.1"]);
    const fixed = editableSizeChart.parse(editableSizeChartOf({ ...draft, rows: [{ label: "S", cells: ["36,5", "30.75"] }] }));
    expect(fixed.rows[0]?.inches).toEqual([36.5, 30.75]);
  });

  it("takes only plain decimals: hexadecimal, exponents and the like are refused, not read as numbers", () => {
    for (const typed of ["0x20", "3.4e1", "1e2", "0b11", "1_0", "Infinity", "+32", "32.", ".5", "32.125", "3 2", "32..5", "0"]) {
      const draft = { ...sizeChartDraftFromForm(posted()), rows: [{ label: "S", cells: [typed, "30"] }] };
      const parsed = editableSizeChart.safeParse(editableSizeChartOf(draft));
      expect(parsed.success, typed).toBe(false);
      expect(
        parsed.error?.issues.map((issue) => sizeChartFieldOf(issue.path.join("."))),
        typed,
      ).toEqual(["r0.c0"]);
    }
    for (const [typed, inches] of [
      ["32", 32],
      ["032", 32],
      ["30.5", 30.5],
      ["30.75", 30.75],
      ["999", 999],
    ] as const) {
      const draft = { ...sizeChartDraftFromForm(posted()), rows: [{ label: "S", cells: [typed, "30"] }] };
      expect(editableSizeChart.parse(editableSizeChartOf(draft)).rows[0]?.inches[0], typed).toBe(inches);
    }
  });

  it("tells a repeated size in the same answer as the measurements refused", () => {
    const draft = sizeChartDraftFromForm(posted({ "r1.label": "s", "r0.c0": "abc", "r1.c1": "" }));
    const parsed = editableSizeChart.safeParse(editableSizeChartOf(draft));
    const fields = parsed.error?.issues.map((issue) => sizeChartFieldOf(issue.path.join(".")));
    expect(fields).toEqual(expect.arrayContaining(["r0.c0", "r1.c1", "r1.label"]));
  });

  it("names the size and the measurement of each message in the summary, in the order of the page", () => {
    const draft = sizeChartDraftFromForm(posted({ "r1.label": "m" }));
    expect(sizeChartFieldName("r1.c1", draft)).toBe("m, waist");
    expect(sizeChartFieldName("r0.c0", draft)).toBe("S, bust");
    expect(sizeChartFieldName("r1.label", draft)).toBe("Size 2 (m)");
    expect(sizeChartFieldName("r5.c7", draft)).toBe("Size 6, column 8");
    expect(sizeChartFieldName("c1.measure", draft)).toBe("Column 2");
    expect(sizeChartFieldName("name", draft)).toBe("Name");
    const pieces = { ...draft, kind: "piece", rows: [{ label: "blouse-piece", cells: ["", ""] }] };
    expect(sizeChartFieldName("r0.c1", pieces)).toBe("Blouse piece, waist");
    expect(
      sizeChartErrorsInOrder({ "r1.label": "a", "r0.c1": "b", "r1.c0": "c", name: "d", "c1.measure": "e", "r10.c0": "f" }).map(
        ([field]) => field,
      ),
    ).toEqual(["name", "c1.measure", "r0.c1", "r1.label", "r1.c0", "r10.c0"]);
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
