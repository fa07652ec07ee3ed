/**
 * The entry: tiny on purpose. It starts, at once and in parallel, everything the first screen
 * needs — the privilege list, the language's catalogue, the app with its libraries, the shell and
 * the screen (src/firstScreen/boot.ts) — then hands over to the app (src/firstScreen/start.tsx). With the app in the
 * entry itself, those requests waited until the whole entry had been downloaded, parsed and run.
 */
import './firstScreen/boot';

void import('./firstScreen/start');
