/**
 * The messages of an event's header and breadcrumb, in the page's language (see registerMessages):
 * a boat's page needs only these; the event and level pages' components add theirs (register.ts).
 */
import { registerMessages } from '../../../i18n';

await registerMessages({ en: () => import('./event-header.en'), zh: () => import('./event-header.zh') });
