// npm run job-schema: writes migration 0051 (the job queue's schema) from the installed pg-boss.
import { writeFile } from 'node:fs/promises';
import { jobSchemaMigration } from '../api/jobs/job-schema.js';

await writeFile(new URL('../api/db/migrations/0051_job_queue.sql', import.meta.url), jobSchemaMigration());
