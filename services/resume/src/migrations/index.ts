import type { Migrations } from '@rb/kit';
import * as resumes from './001_resumes';
import * as aiUsageCharges from './002_ai_usage_charges';
import * as versionHistory from './003_resume_version_history';
import * as applications from './004_applications';

export const migrations: Migrations = {
  '001_resumes': resumes,
  '002_ai_usage_charges': aiUsageCharges,
  '003_resume_version_history': versionHistory,
  '004_applications': applications,
};
