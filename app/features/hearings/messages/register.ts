/**
 * The protest hearings page's messages (issue 30), in the page's language: imported by the
 * components that show them (see registerMessages).
 */
import { registerMessages } from '../../../i18n';

await registerMessages({ en: () => import('./hearings.en'), zh: () => import('./hearings.zh') });
