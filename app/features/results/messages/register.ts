/**
 * The result table messages,
 * in the page's language: imported by the components that show them (see registerMessages).
 */
import { registerMessages } from '../../../i18n';

await registerMessages({ en: () => import('./results.en'), zh: () => import('./results.zh') });
