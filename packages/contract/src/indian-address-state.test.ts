import { describe, expect, it } from "vitest";
import { ADDRESS_MESSAGES, addressInput } from "./address.ts";
import { GST_STATE_NAMES, gstState } from "./gst-states.ts";
import { stateOfPinCode } from "./pin-code-states.ts";

const ahmedabad = {
  name: "Asha Khatri",
  phone: "9876543210",
  addressLine1: "14 Law Garden",
  city: "Ahmedabad",
  state: "Gujarat",
  zip: "380015",
  country: "India",
};

describe("the state of a PIN code", () => {
  it("is named where the prefix lies in one state", () => {
    expect(stateOfPinCode("380015")).toBe("Gujarat");
    expect(stateOfPinCode("370001")).toBe("Gujarat");
    expect(stateOfPinCode("110001")).toBe("Delhi");
    expect(stateOfPinCode("400001")).toBe("Maharashtra");
    expect(stateOfPinCode("403001")).toBe("Goa");
    expect(stateOfPinCode("560034")).toBe("Karnataka");
    expect(stateOfPinCode("737101")).toBe("Sikkim");
    expect(stateOfPinCode("744101")).toBe("Andaman and Nicobar Islands");
    expect(stateOfPinCode("834001")).toBe("Jharkhand");
    expect(stateOfPinCode("800001")).toBe("Bihar");
    expect(stateOfPinCode("248001")).toBe("Uttarakhand");
  });

  it("is left to the shopper where a prefix spans states, and for what is not a PIN code", () => {
    // Chandigarh and Mohali; Daman, Silvassa and Valsad; Diu and Junagadh; Puducherry and Villupuram.
    for (const pin of ["160017", "160062", "396210", "396001", "362520", "605001", "682555", "244001", "194101"])
      expect(stateOfPinCode(pin), pin).toBeUndefined();
    for (const text of ["", "38001", "3800150", "080015", "38 0015", "NW1 6XE", "999999"])
      expect(stateOfPinCode(text), text).toBeUndefined();
  });

  it("names only states the GST list has", () => {
    for (const first of "12345678")
      for (let rest = 0; rest < 100; rest++) {
        const state = stateOfPinCode(`${first}${String(rest).padStart(2, "0")}001`);
        if (state !== undefined) expect(GST_STATE_NAMES).toContain(state);
      }
  });
});

describe("an Indian address's state", () => {
  it("is one from the list, kept as GST names it whatever the case and spacing typed", () => {
    expect(addressInput.parse({ ...ahmedabad, state: "  gujarat " }).state).toBe("Gujarat");
    expect(addressInput.parse({ ...ahmedabad, state: "GUJARAT" }).state).toBe("Gujarat");
    expect(addressInput.parse({ ...ahmedabad, zip: "751001", state: "Orissa" }).state).toBe("Odisha");
    expect(addressInput.parse({ ...ahmedabad, country: "india" }).state).toBe("Gujarat");
    expect(GST_STATE_NAMES).toHaveLength(36);
    for (const name of GST_STATE_NAMES) expect(gstState(name)?.name).toBe(name);
  });

  it("refuses a state typed wrong, naming the field", () => {
    const typo = addressInput.safeParse({ ...ahmedabad, state: "Gujrat" });
    expect(typo.success).toBe(false);
    expect(typo.error?.issues).toEqual([expect.objectContaining({ path: ["state"], message: ADDRESS_MESSAGES.stateNotListed })]);
  });

  it("agrees with the PIN code where its prefix names one state, and is the shopper's where it does not", () => {
    const elsewhere = addressInput.safeParse({ ...ahmedabad, state: "Maharashtra" });
    expect(elsewhere.error?.issues).toEqual([
      expect.objectContaining({ path: ["zip"], message: ADDRESS_MESSAGES.pinOtherState }),
    ]);
    const daman = { ...ahmedabad, city: "Daman", zip: "396210" };
    expect(addressInput.parse({ ...daman, state: "Dadra and Nagar Haveli and Daman and Diu" }).state).toBe(
      "Dadra and Nagar Haveli and Daman and Diu",
    );
    expect(addressInput.parse({ ...daman, state: "Gujarat" }).state).toBe("Gujarat");
  });

  it("is taken as typed outside India", () => {
    const london = { ...ahmedabad, city: "London", state: "Greater London", zip: "NW1 6XE", country: "United Kingdom" };
    expect(addressInput.parse(london).state).toBe("Greater London");
  });
});
