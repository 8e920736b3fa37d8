import type { ContactEnquiry } from "@chhaap/contract/content";
import type { Database, Transaction } from "#src/db/client.ts";
import { contactEnquiries } from "#src/db/schema.ts";

export async function insertContactEnquiry(
  db: Database | Transaction,
  enquiry: ContactEnquiry,
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(contactEnquiries)
    .values({
      email: enquiry.email,
      fullName: enquiry.full_Name,
      number: enquiry.number,
      subject: enquiry.subject_Of_Enquiry,
      enquiry: enquiry.your_Enquiry,
    })
    .returning({ id: contactEnquiries.id, createdAt: contactEnquiries.createdAt });
  if (!row) throw new Error("The enquiry was not stored");
  return row;
}
