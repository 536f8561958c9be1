/**
 * Content text entered in one or both languages (a result title, a rules note, a group's value),
 * shown by the rule of decision 0017: the part in the page's language when there is one, else the
 * other part marked with its `lang` (shared/content-language.ts).
 */
import { useTranslation } from '../i18n';
import { groupValue, inLanguage, type Shown } from '../../shared/content-language';

function Marked({ shown }: { shown: Shown }) {
  return shown.lang ? <span lang={shown.lang}>{shown.text}</span> : <>{shown.text}</>;
}

export function InLanguage({ text }: { text: string }) {
  const { i18n } = useTranslation();
  return <Marked shown={inLanguage(text, i18n.language === 'en' ? 'en' : 'zh')} />;
}

export function GroupValue({ value }: { value: string }) {
  const { i18n } = useTranslation();
  return <Marked shown={groupValue(value, i18n.language === 'en' ? 'en' : 'zh')} />;
}
