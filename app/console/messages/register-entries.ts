/** The console's entry list page's messages, in the page's language (see registerMessages). */
import { registerMessages } from '../../i18n';

await registerMessages({ en: () => import('./entries.en'), zh: () => import('./entries.zh') });
