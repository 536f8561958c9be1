/** The messages of a scorer's and an editor's day (dashboard, races, staff passwords), in the page's language (see registerMessages). */
import { registerMessages } from '../../i18n';

await registerMessages({ en: () => import('./day.en'), zh: () => import('./day.zh') });
