// The only static import of posthog-js. It is reached through a dynamic import() alone, so the
// library lives in its own chunk (a file of its own, named in the build's manifest) that is never downloaded when the
// server has no analytics keys.
export { default } from 'posthog-js';
