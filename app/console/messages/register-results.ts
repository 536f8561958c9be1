/** The console's results page's messages, in the page's language (see registerMessages). */
import { registerMessages } from '../../i18n';

await registerMessages({ en: () => import('./results.en'), zh: () => import('./results.zh') });
