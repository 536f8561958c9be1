/** The official notice board's messages, in the page's language (see registerMessages). */
import { registerMessages } from '../../../i18n';

await registerMessages({ en: () => import('./notices.en'), zh: () => import('./notices.zh') });
