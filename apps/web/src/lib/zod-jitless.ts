// Imported first, before any schema is built: the Content-Security-Policy forbids eval, and
// zod's probe for it (`new Function`) would otherwise be reported as a violation. zod reads its
// settings from this global object (see `globalConfig` in zod/v4/core), so the switch is set
// without importing zod into the first-load bundle; zod-jitless.test.ts holds zod to it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
