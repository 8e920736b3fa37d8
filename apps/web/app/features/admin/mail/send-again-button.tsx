import type { OutboxMail } from "@chhaap/contract/admin/mail-outbox";
import { Form, useNavigation } from "react-router";

/** "Send again" on a failed mail: one press puts it back in the queue; the button names the mail it acts on. */
export function SendAgainButton({ mail }: { mail: OutboxMail }) {
  const pending = useNavigation().state !== "idle";
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="send-again" />
      <input type="hidden" name="id" value={mail._id} />
      <button
        type="submit"
        className="admin-button admin-button--ghost"
        disabled={pending}
        aria-label={`Send again: ${mail.subject}, to ${mail.recipient}`}
      >
        Send again
      </button>
    </Form>
  );
}
