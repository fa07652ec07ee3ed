// `object.entries` (node-polyglot's polyfill dependency, required as CommonJS) → the built-in.
// Aliased in vite.config.ts: every browser the app targets has Object.entries.
/* global module */
module.exports = Object.entries;
