/**
 * The waiting list (issue 27, decision 050): its routes, its jobs, and what tests and the host
 * area use. Other modules reach it only through here.
 */
export { default as waitingListRoutes, hostWaitingListRoutes } from './waiting-list.routes.js';
export { registerWaitlistJobs } from './waiting-list.jobs.js';
export { WAITLIST_JOB } from './waiting-list.service.js';
export { default as waitingListDevRoutes } from './waiting-list.dev.routes.js';
