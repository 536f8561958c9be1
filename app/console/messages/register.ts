/** The staff console's messages, in the page's language (see registerMessages). */
import { registerMessages } from '../../i18n';

await registerMessages({ en: () => import('./admin.en'), zh: () => import('./admin.zh') });
