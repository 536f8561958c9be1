/** The console's contact inbox's messages, in the page's language (see registerMessages). */
import { registerMessages } from '../../i18n';

await registerMessages({ en: () => import('./inbox.en'), zh: () => import('./inbox.zh') });
