/** The day on the water's and the calendars' messages, in the page's language (see registerMessages). */
import { registerMessages } from '../../../i18n';

await registerMessages({ en: () => import('./race-day.en'), zh: () => import('./race-day.zh') });
