// The event fixture moved to the shared test layer (src/test/events.test-util.ts), where every
// feature's tests can reach it; this path stays for the server entry's test until it moves too.
export { makeEvent } from '@/test/events.test-util';
