/**
 * Makes the news messages (both languages) known to useTranslation: imported by each news
 * component that shows them, so they travel with those components and no route has to know.
 */
import { registerMessages } from '../../../i18n';
import newsEn from './news.en';
import newsZh from './news.zh';

registerMessages(newsEn, newsZh);
