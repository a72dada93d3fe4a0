import { TranslationOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, setLanguage } from '../../i18n';

const LABELS: Record<(typeof LANGUAGES)[number], string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/** zh-CN / en-US, remembered in localStorage (each language named in itself). */
export function LanguageSwitch({ className = 'hris-navbar__action' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((lang) => ({ key: lang, label: LABELS[lang] })),
        onClick: ({ key }) => {
          if (isLanguage(key)) setLanguage(key);
        },
      }}
    >
      <button type="button" className={className} aria-label={t('navbar.language')} data-testid="language-switch">
        <TranslationOutlined />
      </button>
    </Dropdown>
  );
}
