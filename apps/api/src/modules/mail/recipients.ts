/**
 * Which mails a customer's address gets. Anyone can type anyone's address at registration, so until
 * its owner confirms it (the link mailed at registration, or a password reset link they asked for)
 * an address gets only those links. Order confirmations and order news are not sent to it, and not
 * kept for later either: the customer's order pages show the same, and staff see in their copy of a
 * new order that the customer was not mailed.
 */
export function getsOrderMail(customer: { emailConfirmedAt: Date | null }): boolean {
  return customer.emailConfirmedAt !== null;
}
