import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n from './index';

/*
 * Dates follow the interface language. Only the screens of the signed-in shell show dates, so the
 * shell imports this module and the sign-in page starts without dayjs.
 */
function follow(lang: string): void {
  dayjs.locale(lang === 'en-US' ? 'en' : 'zh-cn');
}

follow(i18n.language);
i18n.on('languageChanged', follow);
