import { Dropdown } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, setLanguage } from '../../i18n';

const LABELS: Record<(typeof LANGUAGES)[number], string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

export interface LanguageMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
}

/** The language menu around the switch's button (each language named in itself). */
export default function LanguageMenu({ open, onOpenChange, children }: LanguageMenuProps) {
  const { i18n } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((lang) => ({ key: lang, label: LABELS[lang] })),
        onClick: ({ key }) => {
          if (isLanguage(key)) void setLanguage(key);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
