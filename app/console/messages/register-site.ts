/** The console's site content pages' messages, in the page's language (see registerMessages). */
import { registerMessages } from '../../i18n';

await registerMessages({ en: () => import('./site.en'), zh: () => import('./site.zh') });
