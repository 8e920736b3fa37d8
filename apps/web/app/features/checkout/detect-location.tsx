import { useState } from "react";
import { LocateFixed } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";

export interface Coordinates {
  lat: number;
  lng: number;
}

type Status = { kind: "idle" } | { kind: "locating" } | { kind: "found" } | { kind: "failed"; message: MessageKey };

/**
 * /place-order "Detect location": the browser's geolocation, stored with the order to help
 * the courier. Denied, unavailable and unsupported each say so; the order works without it.
 */
export function DetectLocation({
  value,
  onChange,
}: {
  value: Coordinates | null;
  onChange: (value: Coordinates | null) => void;
}) {
  const t = useT();
  const [status, setStatus] = useState<Status>({ kind: value ? "found" : "idle" });

  function detect() {
    if (!("geolocation" in navigator)) {
      setStatus({ kind: "failed", message: "locationUnsupported" });
      return;
    }
    setStatus({ kind: "locating" });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        onChange({ lat: Number(position.coords.latitude.toFixed(6)), lng: Number(position.coords.longitude.toFixed(6)) });
        setStatus({ kind: "found" });
      },
      (error) => {
        onChange(null);
        setStatus({ kind: "failed", message: error.code === error.PERMISSION_DENIED ? "locationDenied" : "locationUnavailable" });
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }

  return (
    <div className="detect-location">
      <button type="button" className="button button--ghost" onClick={detect} disabled={status.kind === "locating"}>
        <LocateFixed aria-hidden="true" size={18} />
        {status.kind === "locating" ? t("locating") : t("detectLocation")}
      </button>
      <p className="detect-location__status" role="status">
        {status.kind === "found" && value
          ? t("locationFound", { lat: value.lat.toFixed(4), lng: value.lng.toFixed(4) })
          : status.kind === "failed"
            ? t(status.message)
            : ""}
      </p>
    </div>
  );
}
