/**
 * The messages of a result's cells and of a boat's page, in the page's language (see
 * registerMessages): the boat's page needs only these; the tables add theirs (register.ts).
 */
import { registerMessages } from '../../../i18n';

await registerMessages({ en: () => import('./cells.en'), zh: () => import('./cells.zh') });
