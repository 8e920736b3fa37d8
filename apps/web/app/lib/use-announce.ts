import { useEffect, useRef } from "react";

/**
 * Runs `announce` once per action answer: `sentAt` changes with every submission, re-renders keep it.
 * Used for the popups that follow a form post.
 */
export function useAnnounce(sentAt: number | undefined, announce: () => void): void {
  const announced = useRef<number | undefined>(undefined);
  const latest = useRef(announce);
  latest.current = announce;
  useEffect(() => {
    if (sentAt === undefined || announced.current === sentAt) return;
    announced.current = sentAt;
    latest.current();
  }, [sentAt]);
}
