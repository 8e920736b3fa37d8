import { describe, expect, it } from "vitest";
import { clampPage, pageItems, pageWindow } from "./page-window.ts";

function render(current: number, total: number): string {
  return pageItems(current, total)
    .map((item) => (item.kind === "gap" ? "…" : item.page === current ? `[${item.page}]` : String(item.page)))
    .join(" ");
}

describe("pageWindow", () => {
  it("centres five pages on the current one", () => {
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
  });

  it("keeps five pages near either end", () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it("shows every page when there are five or fewer", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("has no pages when there are no results", () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it("never leaves 1..totalPages, whatever the current page says", () => {
    expect(pageWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(-3, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(Number.NaN, 7)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("pageItems", () => {
  it("adds first and last shortcuts with ellipses around a middle window", () => {
    expect(render(10, 20)).toBe("1 … 8 9 [10] 11 12 … 20");
  });

  it("has no ellipsis at the end it touches", () => {
    expect(render(1, 20)).toBe("[1] 2 3 4 5 … 20");
    expect(render(20, 20)).toBe("1 … 16 17 18 19 [20]");
  });

  it("shows a single skipped page instead of an ellipsis", () => {
    expect(render(5, 20)).toBe("1 2 3 4 [5] 6 7 … 20");
    expect(render(16, 20)).toBe("1 … 14 15 [16] 17 18 19 20");
  });

  it("shows just the numbers for short lists", () => {
    expect(render(1, 1)).toBe("[1]");
    expect(render(3, 6)).toBe("1 2 [3] 4 5 6");
    expect(pageItems(1, 0)).toEqual([]);
  });
});

describe("clampPage", () => {
  it("pulls pages into range", () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(6, 5)).toBe(5);
    expect(clampPage(3, 0)).toBe(1);
  });
});
