/** The whole catalogue (core + extras), as tests and tools read it; the app loads the two halves separately. */
import { withExtras } from '../assemble';
import core from './core';
import extras from './extras';

export default withExtras(core, extras);
