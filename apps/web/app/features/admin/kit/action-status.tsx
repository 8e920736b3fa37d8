import { useEffect, useRef } from "react";

export interface ActionOutcome {
  ok: boolean;
  message: string;
  /** When the action answered: the same message twice is still read out twice. */
  at: number;
}

/**
 * What a list page's row action did, read out by screen readers; with `focus`, the region also takes
 * the focus, for an action whose button is gone afterwards (a deleted or re-sent row).
 */
export function ActionStatus({ outcome, focus }: { outcome: ActionOutcome | undefined; focus: boolean }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome && focus) region.current?.focus();
  }, [outcome, focus]);
  return (
    <div role="status" className="admin-form__alert" tabIndex={-1} ref={region}>
      {outcome ? (
        <p key={outcome.at} className={`admin-message admin-message--${outcome.ok ? "success" : "danger"}`}>
          {outcome.message}
        </p>
      ) : null}
    </div>
  );
}
