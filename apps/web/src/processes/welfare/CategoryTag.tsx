import { welfareCategory } from '@hris/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** 结婚 / 生育 as a coloured tag (— when unknown). */
export function CategoryTag({ category, testId }: { category: unknown; testId?: string }) {
  const { i18n } = useTranslation();
  const c = welfareCategory(category);
  if (!c) return <span>—</span>;
  return (
    <Tag color={c.value === 0 ? 'magenta' : 'cyan'} data-testid={testId}>
      {i18n.language.startsWith('en') ? c.labelEn : c.label}
    </Tag>
  );
}
