export * from './events.js';
export * from './filters.js';
export * from './money.js';
export * from './dates.js';
export * from './recurrence.js';
export * from './availability.js';
export * from './checkout.js';
export * from './fees.js';
