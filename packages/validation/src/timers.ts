/** Timers of site-content-and-shell §9 and catalogue-editors §9, in milliseconds. */
export const TIMERS = {
  versionPoll: 60_000,
  landingSearchDebounce: 320,
  homeEditDebounce: 150,
  newsletterAutosave: 60_000,
  audienceScheduleDebounce: 150,
  progressPoll: 2_000,
  adminActionDelay: 2_000,
  regionCopyWait: 4_000,
  lockRefresh: 30_000,
} as const;

/** Lease of an editing lock (contract.md). */
export const LOCK_LEASE_MS = 90_000;
/** Admin listing page size (site-content-and-shell §9). */
export const ADMIN_PAGE_SIZE = 30;
