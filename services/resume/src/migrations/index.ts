import type { Migrations } from '@rb/kit';
import * as resumes from './001_resumes';

export const migrations: Migrations = { '001_resumes': resumes };
