/** What the resume form hands the dashboard when it navigates there (SPEC §4: either way). */
export interface DashboardArrival {
  /** Generating failed: the dashboard shows this error. */
  error?: string;
  /** Generating (or saving a new version) succeeded: the dashboard brings this resume into view and says so. */
  saved?: { id: string; name: string; version?: number };
}
