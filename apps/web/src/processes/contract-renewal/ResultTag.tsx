import type { RenewalResult } from '@hris/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RESULT_COLOR, resultLabel } from './labels';

/** 续签 / 公司不续签 / 员工不续签 / 协商解除 as a coloured tag; nothing when there is no result yet. */
export function ResultTag({ result, testId }: { result: unknown; testId?: string }) {
  const { i18n } = useTranslation();
  const label = resultLabel(result, i18n.language);
  if (!label) return null;
  return (
    <Tag color={RESULT_COLOR[result as RenewalResult]} data-testid={testId}>
      {label}
    </Tag>
  );
}
