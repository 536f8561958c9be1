/**
 * Makes the contact messages (both languages) known to useTranslation: imported by each
 * contact component that shows them, so no route has to know.
 */
import { registerMessages } from '../../../i18n';
import contactEn from './contact.en';
import contactZh from './contact.zh';

registerMessages(contactEn, contactZh);
