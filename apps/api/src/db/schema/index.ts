export * from './accounts.js';
export * from './hosts.js';
export * from './catalogue.js';
export * from './events.js';
export * from './orders.js';
export * from './profile.js';
export * from './check-in.js';
export * from './audit.js';
