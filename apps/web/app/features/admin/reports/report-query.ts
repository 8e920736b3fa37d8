/** The report page's own query, which its CSV links carry and a refused download leads back with. */
export const REPORT_FILTERS = ["period", "from", "to"] as const;

/** Why a CSV was not given, as the report page reads it from `download=`: the API's 400, or anything else. */
export type DownloadProblem = "invalid" | "failed";
