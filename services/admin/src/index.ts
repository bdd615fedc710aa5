export { type AdminAppDeps, createAdminApp } from './app';
export { listAuditLog } from './auditLog';
export { adminConfigShape } from './config';
export { listLegalLogs } from './legalLogs';
export { createOperations, type Operations } from './operations';
