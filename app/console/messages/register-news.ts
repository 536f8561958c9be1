/** The console's news pages' messages (and its text editor's), in the page's language (see registerMessages). */
import { registerMessages } from '../../i18n';

await registerMessages({ en: () => import('./news.en'), zh: () => import('./news.zh') });
