import type { ChangeKind } from '@hris/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHANGE_KIND_COLOR, changeKindLabel } from './kinds';

/** 晋升 / 平调 / 降级 as a coloured tag; nothing for an unknown kind. */
export function ChangeKindTag({ kind, testId }: { kind: unknown; testId?: string }) {
  const { i18n } = useTranslation();
  const label = changeKindLabel(kind, i18n.language);
  if (!label) return null;
  return (
    <Tag color={CHANGE_KIND_COLOR[kind as ChangeKind]} data-testid={testId}>
      {label}
    </Tag>
  );
}
