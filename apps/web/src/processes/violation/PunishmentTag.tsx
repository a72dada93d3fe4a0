import { VIOLATION_PUNISHMENTS } from '@hris/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<string, string> = {
  written_warning: 'gold',
  serious_written_warning: 'orange',
  termination: 'red',
};

/** 处分 as a coloured tag, in the interface language (the contract carries both). */
export function PunishmentTag({ punishment, testId }: { punishment: unknown; testId?: string }) {
  const { i18n } = useTranslation();
  const p = VIOLATION_PUNISHMENTS.find((x) => x.value === punishment);
  if (!p) return <span>—</span>;
  return (
    <Tag color={COLOR[p.value]} data-testid={testId}>
      {i18n.language.startsWith('en') ? p.labelEn : p.label}
    </Tag>
  );
}
