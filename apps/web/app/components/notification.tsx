import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { CircleAlert, CircleCheck, TriangleAlert, X } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/** The popup's three kinds. */
export type NotificationType = "warning" | "success" | "danger";
export type Notify = (
  type: NotificationType,
  message: string,
  /** `ifIdle`: only when no other popup is showing (a page's general notice yields to a specific one). */
  options?: { timeoutMs?: number; ifIdle?: boolean },
) => void;

/** The popup clears itself after 4000 ms (review popups pass 3000). */
const NOTIFICATION_TIMEOUT_MS = 4000;

interface Notification {
  id: number;
  type: NotificationType;
  message: string;
  timeoutMs: number;
}

const NotifyContext = createContext<Notify>(() => {});

/** Shows the shop's notification popup: `notify("success", "Thank you for subscribing!")`. */
export function useNotify(): Notify {
  return useContext(NotifyContext);
}

const ICONS = { warning: TriangleAlert, success: CircleCheck, danger: CircleAlert } as const;

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Notification | null>(null);
  const notify = useCallback<Notify>((type, message, options) => {
    const next = { id: Date.now(), type, message, timeoutMs: options?.timeoutMs ?? NOTIFICATION_TIMEOUT_MS };
    setCurrent((shown) => (options?.ifIdle && shown ? shown : next));
  }, []);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent(null), current.timeoutMs);
    return () => clearTimeout(timer);
  }, [current]);

  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <NotificationPopup notification={current} onClose={() => setCurrent(null)} />
    </NotifyContext.Provider>
  );
}

function NotificationPopup({ notification, onClose }: { notification: Notification | null; onClose: () => void }) {
  const t = useT();
  return (
    <div className="notification-region">
      {notification ? (
        <div
          key={notification.id}
          className={`notification notification--${notification.type}`}
          // Success is news, warnings and failures need attention now.
          role={notification.type === "success" ? "status" : "alert"}
        >
          <NotificationIcon type={notification.type} />
          <div className="notification__body">
            <p className="notification__title">{t(notification.type)}</p>
            <p className="notification__message" dir="auto">
              {notification.message}
            </p>
          </div>
          <button type="button" className="icon-button notification__close" onClick={onClose} aria-label={t("closeNotification")}>
            <X aria-hidden="true" size={18} />
          </button>
        </div>
      ) : null}
    </div>
  );
}

function NotificationIcon({ type }: { type: NotificationType }) {
  const Icon = ICONS[type];
  return <Icon className="notification__icon" aria-hidden="true" size={22} />;
}
