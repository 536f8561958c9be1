/**
 * Imported first by the components that parse with zod in the browser (results-tables): zod
 * decides whether to compile its object parsers with `new Function` when a schema is created
 * (at module evaluation), which the site's CSP (no 'unsafe-eval') blocks and reports as a
 * violation (Lighthouse: best practices, inspector issues). `jitless` must be set before any
 * schema module runs, hence a module of its own, imported before them.
 */
import { config } from 'zod';

config({ jitless: true });
