import { ADDRESS_MESSAGES, COUNTRY_MAX, MAX_ADDRESSES_PER_USER, STATE_MAX } from "@chhaap/contract/address";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress } from "#src/modules/accounts/test-support.ts";
import { createTestApp, registerCustomer, seedDeliveryCountries, type TestApp, type TestCustomer } from "#src/test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await seedDeliveryCountries(t.database.db);
});
afterAll(async () => t?.close());

const home = {
  name: "Asha Khatri",
  phone: "9876543210",
  email: "asha@example.com",
  addressLine1: "12 Block Printers' Lane",
  addressLine2: "Near the dye vats",
  city: "Bhuj",
  state: "Gujarat",
  zip: "370001",
  country: "India",
  addressType: "home",
};

function save(customer: TestCustomer, payload: Record<string, unknown>) {
  // Each save from its own client address: the per-address limit is not what these tests are about.
  return t.app.inject({
    method: "POST",
    url: "/api/address",
    payload,
    headers: customer.browser,
    remoteAddress: clientAddress(),
  });
}

describe("the address book", () => {
  it("needs a session for every call", async () => {
    for (const [method, url] of [
      ["GET", "/api/address"],
      ["POST", "/api/address"],
      ["PUT", "/api/address/00000000-0000-4000-8000-000000000000"],
      ["DELETE", "/api/address/00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === "POST" || method === "PUT" ? home : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("saves an address and lists it with and without the trailing slash", async () => {
    const customer = await registerCustomer(t.app);
    const res = await save(customer, { ...home, userId: customer.userId });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: true,
      message: "Address saved successfully",
      data: { ...home, userId: customer.userId },
    });
    expect(body.data._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.line1).toBe(home.addressLine1);

    for (const url of [`/api/address/?userId=${customer.userId}`, `/api/address?userId=${customer.userId}`, "/api/address"]) {
      const list = await t.app.inject({ url, headers: customer.browser });
      expect(list.statusCode, url).toBe(200);
      expect(list.json().data.map((a: { _id: string }) => a._id)).toEqual([body.data._id]);
    }
  });

  it("accepts the place-order flow's line1/line2, and leaves line 2 and email optional", async () => {
    const customer = await registerCustomer(t.app);
    const { addressLine1, addressLine2, email, addressType, ...rest } = home;
    const res = await save(customer, { ...rest, line1: "Plot 4, Ajrakhpur", phone: 9123456780, zip: 370105 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      addressLine1: "Plot 4, Ajrakhpur",
      addressLine2: "",
      email: "",
      phone: "9123456780",
      zip: "370105",
      addressType: "home",
    });
  });

  it("applies the address field rules", async () => {
    const customer = await registerCustomer(t.app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...home, name: " " }, "name", ADDRESS_MESSAGES.nameRequired],
      [{ ...home, phone: "98765432101" }, "phone", ADDRESS_MESSAGES.phoneInvalid],
      [{ ...home, phone: "987654321" }, "phone", ADDRESS_MESSAGES.phoneInvalid],
      [{ ...home, phone: "98765 4321x" }, "phone", ADDRESS_MESSAGES.phoneInvalidForCountry],
      [{ ...home, addressLine1: "" }, "addressLine1", ADDRESS_MESSAGES.line1Required],
      [{ ...home, city: "" }, "city", ADDRESS_MESSAGES.cityRequired],
      [{ ...home, city: "c".repeat(31) }, "city", ADDRESS_MESSAGES.cityTooLong],
      [{ ...home, state: "s".repeat(STATE_MAX + 1) }, "state", ADDRESS_MESSAGES.stateTooLong],
      [{ ...home, country: "k".repeat(COUNTRY_MAX + 1) }, "country", ADDRESS_MESSAGES.countryTooLong],
      [{ ...home, country: undefined }, "country", ADDRESS_MESSAGES.countryRequired],
      [{ ...home, zip: "37-0001" }, "zip", ADDRESS_MESSAGES.pinInvalid],
      [{ ...home, zip: "123" }, "zip", ADDRESS_MESSAGES.pinInvalid],
      [{ ...home, zip: "" }, "zip", ADDRESS_MESSAGES.zipInvalid],
      [{ ...home, email: "not-mail" }, "email", ADDRESS_MESSAGES.emailInvalid],
      [{ ...home, addressType: "office" }, "addressType", ADDRESS_MESSAGES.addressTypeInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const res = await save(customer, payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors?.[field], field).toBe(message);
    }
    // The limits themselves are allowed.
    const atLimits = await save(customer, {
      ...home,
      city: "c".repeat(30),
      state: "Dadra and Nagar Haveli and Daman and Diu",
      zip: "396210",
      addressType: "Work",
    });
    expect(atLimits.statusCode).toBe(201);
    expect(atLimits.json().data.addressType).toBe("work");
    // Every country the shop ships to fits (docs/decisions/0005).
    const emirates = await save(customer, { ...home, country: "United Arab Emirates", phone: "050 123 4567", zip: "00000" });
    expect(emirates.statusCode).toBe(201);
  });

  it("takes an Indian state from the list, as GST names it, and holds it to the PIN code", async () => {
    const customer = await registerCustomer(t.app);
    const ahmedabad = { ...home, city: "Ahmedabad", zip: "380015" };
    const typo = await save(customer, { ...ahmedabad, state: "Gujrat" });
    expect(typo.statusCode).toBe(400);
    expect(typo.json()).toMatchObject({ code: "validation.field", errors: { state: ADDRESS_MESSAGES.stateNotListed } });
    const elsewhere = await save(customer, { ...ahmedabad, state: "Rajasthan" });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({ zip: ADDRESS_MESSAGES.pinOtherState });

    const saved = await save(customer, { ...ahmedabad, state: " gujarat" });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.state).toBe("Gujarat");
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/address/${saved.json().data._id}`,
      headers: customer.browser,
      payload: { ...ahmedabad, state: "Gujrat" },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors.state).toBe(ADDRESS_MESSAGES.stateNotListed);
  });

  it("takes international addresses as typed, checking the phone and postcode for the country", async () => {
    const customer = await registerCustomer(t.app);
    const london = {
      ...home,
      phone: "07911123456",
      addressLine1: "221B Baker Street",
      city: "London",
      state: "Greater London",
      zip: "NW1 6XE",
      country: "united kingdom",
    };
    const saved = await save(customer, london);
    expect(saved.statusCode).toBe(201);
    // Nothing is cut or reshaped; the country takes the shop's spelling.
    expect(saved.json().data).toMatchObject({ phone: "07911123456", zip: "NW1 6XE", country: "United Kingdom" });
    // Every Indian state's name fits (docs/decisions/0012).
    const daman = await save(customer, { ...home, state: "Dadra and Nagar Haveli and Daman and Diu", zip: "396210" });
    expect(daman.json().data.state).toBe("Dadra and Nagar Haveli and Daman and Diu");
    // An Indian mobile written with its country code, for an Indian address or a London one.
    expect((await save(customer, { ...home, phone: "+91 98250 12345" })).json().data.phone).toBe("+91 98250 12345");
    expect((await save(customer, { ...london, phone: "+91 98250 12345" })).statusCode).toBe(201);

    const refused: [Record<string, unknown>, string, string][] = [
      [{ ...london, phone: "0791112345" }, "phone", ADDRESS_MESSAGES.phoneInvalidForCountry],
      [{ ...london, zip: "NW1 6XE!" }, "zip", ADDRESS_MESSAGES.zipInvalid],
      [{ ...home, phone: "+91 98250 1234" }, "phone", ADDRESS_MESSAGES.phoneInvalid],
      [{ ...home, country: "xxxxxxxxxxxxxxxx" }, "country", ADDRESS_MESSAGES.countryNotShipped],
      [{ ...home, country: "k".repeat(COUNTRY_MAX + 1) }, "country", ADDRESS_MESSAGES.countryTooLong],
    ];
    for (const [payload, field, message] of refused) {
      const res = await save(customer, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(payload)).toBe(message);
    }
    // An edit is held to the same rules.
    const id = saved.json().data._id as string;
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/address/${id}`,
      payload: { ...london, country: "Atlantis" },
      headers: customer.browser,
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors.country).toBe(ADDRESS_MESSAGES.countryNotShipped);
  });

  it("never lets one customer see, change or remove another's addresses", async () => {
    const owner = await registerCustomer(t.app);
    const intruder = await registerCustomer(t.app);
    const saved = (await save(owner, home)).json().data._id as string;

    const list = await t.app.inject({ url: `/api/address?userId=${owner.userId}`, headers: intruder.browser });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ status: false, message: ADDRESS_MESSAGES.ownAddressesOnly, code: "address.own_only" });

    const planted = await save(intruder, { ...home, userId: owner.userId });
    expect(planted.statusCode).toBe(403);

    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/address/${saved}`,
      payload: { ...home, name: "Changed" },
      headers: intruder.browser,
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ status: false, message: "Address not found", code: "address.not_found" });
    const remove = await t.app.inject({ method: "DELETE", url: `/api/address/${saved}`, headers: intruder.browser });
    expect(remove.statusCode).toBe(404);
    expect(remove.json()).toEqual({ status: false, message: "Address not found", code: "address.not_found" });

    const ownList = await t.app.inject({ url: "/api/address", headers: owner.bearer });
    expect(ownList.json().data).toEqual([expect.objectContaining({ _id: saved, name: home.name })]);
    expect((await t.app.inject({ url: "/api/address", headers: intruder.bearer })).json().data).toEqual([]);
  });

  it("edits and removes the customer's own address", async () => {
    const customer = await registerCustomer(t.app);
    const id = (await save(customer, home)).json().data._id as string;
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/address/${id}`,
      payload: { ...home, addressLine2: "", city: "Anjar", addressType: "other" },
      headers: customer.browser,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      status: true,
      message: "Address saved successfully",
      data: { _id: id, city: "Anjar", addressLine2: "", addressType: "other" },
    });

    expect(
      (await t.app.inject({ method: "PUT", url: "/api/address/not-an-id", payload: home, headers: customer.browser })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: "/api/address/not-an-id", headers: customer.browser })).statusCode).toBe(
      404,
    );

    const remove = await t.app.inject({ method: "DELETE", url: `/api/address/${id}`, headers: customer.browser });
    expect(remove.statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/address", headers: customer.browser })).json().data).toEqual([]);
    expect((await t.app.inject({ method: "DELETE", url: `/api/address/${id}`, headers: customer.browser })).statusCode).toBe(404);
  });

  it("refuses cookie writes without the shop's Origin", async () => {
    const customer = await registerCustomer(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/address",
      payload: home,
      headers: { cookie: customer.browser.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/address", headers: customer.browser })).json().data).toEqual([]);
  });
});

describe("the address book's limit under parallel saves", () => {
  it("stores at most MAX_ADDRESSES_PER_USER addresses however many saves arrive at once", async () => {
    const customer = await registerCustomer(t.app);
    const saves = Array.from({ length: MAX_ADDRESSES_PER_USER + 10 }, (_, i) =>
      t.app.inject({
        method: "POST",
        url: "/api/address",
        payload: { ...home, addressLine1: `${i} Block Printers' Lane` },
        headers: customer.browser,
        remoteAddress: `10.201.${Math.floor(i / 200)}.${(i % 200) + 1}`,
      }),
    );
    const answers = await Promise.all(saves);
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(MAX_ADDRESSES_PER_USER);
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(10);
    const list = await t.app.inject({ url: "/api/address", headers: customer.browser });
    expect((list.json() as { data: unknown[] }).data).toHaveLength(MAX_ADDRESSES_PER_USER);
  });
});
