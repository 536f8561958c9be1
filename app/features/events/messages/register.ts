/**
 * Makes the messages of the event detail and level pages (both languages) known to
 * useTranslation: imported by each events component that shows them, so no route has to know.
 */
import { registerMessages } from '../../../i18n';
import eventPagesEn from './event-pages.en';
import eventPagesZh from './event-pages.zh';

registerMessages(eventPagesEn, eventPagesZh);
