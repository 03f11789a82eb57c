export {};
/**
 * `npm run bench`: runs every scenario (or the ones named on the command line, e.g.
 * `npm run bench -- listing`). Each scenario module exports `run(): Promise<void>` and prints
 * its own table. Targets live here, never in timed unit tests.
 */
const SCENARIOS: Record<string, () => Promise<{ run: () => Promise<void> }>> = {
  listing: () => import('./listing.js'),
  bundle: () => import('./bundle.js'),
  lighthouse: () => import('./lighthouse.js'),
  'read-path': () => import('./read-path.js'),
  'flash-sale': () => import('./flash-sale.js'),
  memory: () => import('./memory.js'),
  'data-saver': () => import('./data-saver.js'),
  'first-screen': () => import('./first-screen.js'),
  curves: () => import('./curves.js'),
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : Object.keys(SCENARIOS);
for (const name of names) {
  const load = SCENARIOS[name];
  if (!load) {
    console.error(`Unknown scenario '${name}'. Known: ${Object.keys(SCENARIOS).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n== ${name} ==`);
  await (await load()).run();
}
