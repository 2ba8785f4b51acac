// A test file that needs no browser says so on its first line (`// @vitest-environment node`): it runs
// in Node without jsdom and without the app's setup (the sandbox's server, Testing Library, the
// translation files), about seven times faster (docs/performance.md, "The test command"). Every
// other file gets jsdom and the app's setup.
if (typeof window !== 'undefined') await import('./setup-app');
export {};
