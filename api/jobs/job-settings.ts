/** How jobs retry (JOB_RETRIES, JOB_RETRY_DELAY_SECONDS) and when a try taken by a process that died is tried again. */
export interface JobSettings {
  retries: number;
  retryDelaySeconds: number;
  /** A try not finished this long after it started is taken again (its process died): JOB_EXPIRE_SECONDS. */
  expireSeconds: number;
}

export const DEFAULT_JOB_SETTINGS: JobSettings = { retries: 8, retryDelaySeconds: 30, expireSeconds: 60 };
