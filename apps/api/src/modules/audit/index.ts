// The public face of the audit module: what the app and other modules may use (its internals stay its own).
export { audited, changedFields, recordAudit, type AuditActor } from './trail';
export { registerAuditRoutes } from './routes';
export { auditRoutes } from './plugin';
