export { type AdminAppDeps, createAdminApp } from './app';
export { adminConfigShape } from './config';
export { listLegalLogs } from './legalLogs';
