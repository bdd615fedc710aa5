export { type AdminAppDeps, createAdminApp } from './app';
export { listAuditLog, scheduleAuditPrune } from './auditLog';
export { adminConfigShape } from './config';
export { listLegalLogs } from './legalLogs';
