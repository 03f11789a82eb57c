/**
 * The audit module's front door: what other modules, the app and the seed may use of it
 * (the boundary rules api-module-internals and api-outside-reaches-module-internals).
 */

export { type AuditActor, type UserActor, changesOf, recordAudit } from './audit.service.js';
