import type { Migrations } from '@rb/kit';
import * as resumes from './001_resumes';
import * as aiUsageCharges from './002_ai_usage_charges';
import * as jobRequests from './20261122000600_job_requests';
import * as versionHistory from './20261122000800_resume_version_history';
import * as applications from './20261122000900_applications';
import * as coverLetters from './20261122233000_cover_letters';

export const migrations: Migrations = {
  '001_resumes': resumes,
  '002_ai_usage_charges': aiUsageCharges,
  '20261122000600_job_requests': jobRequests,
  '20261122000800_resume_version_history': versionHistory,
  '20261122000900_applications': applications,
  '20261122233000_cover_letters': coverLetters,
};
