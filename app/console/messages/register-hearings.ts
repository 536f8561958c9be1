/** The console's protest hearings page's messages (issue 30), in the page's language (see registerMessages). */
import { registerMessages } from '../../i18n';

await registerMessages({ en: () => import('./hearings.en'), zh: () => import('./hearings.zh') });
