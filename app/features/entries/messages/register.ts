/** The entry list messages, in the page's language: imported by the components that show them (see registerMessages). */
import { registerMessages } from '../../../i18n';

await registerMessages({ en: () => import('./entries.en'), zh: () => import('./entries.zh') });
