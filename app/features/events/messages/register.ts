/**
 * The event detail and level page messages,
 * in the page's language: imported by the components that show them (see registerMessages).
 */
import { registerMessages } from '../../../i18n';

await registerMessages({ en: () => import('./event-pages.en'), zh: () => import('./event-pages.zh') });
