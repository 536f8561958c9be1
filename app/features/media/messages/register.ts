/**
 * The video dialog messages,
 * in the page's language: imported by the components that show them (see registerMessages).
 */
import { registerMessages } from '../../../i18n';

await registerMessages({ en: () => import('./video.en'), zh: () => import('./video.zh') });
