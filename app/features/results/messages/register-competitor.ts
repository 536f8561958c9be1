/** A boat's page's messages, in the page's language (see registerMessages); the results' come with the tables. */
import { registerMessages } from '../../../i18n';

await registerMessages({ en: () => import('./competitor.en'), zh: () => import('./competitor.zh') });
