/**
 * A UPI payment deep link (NPCI's `upi://pay` scheme): payee address and name, the exact amount in
 * rupees with two decimals, INR, and a note the shop matches the transfer by. Phones open their UPI app.
 */
export function upiPayLink({
  upiId,
  payee,
  amountInr,
  note,
}: {
  upiId: string;
  payee: string;
  amountInr: number;
  note: string;
}): string {
  const params = [
    ["pa", upiId],
    ["pn", payee],
    ["am", amountInr.toFixed(2)],
    ["cu", "INR"],
    ["tn", note],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value ?? "")}`).join("&")}`;
}
