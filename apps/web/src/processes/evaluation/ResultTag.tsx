import type { EvaluationResult } from '@hris/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RESULT_COLOR, resultLabel } from './results';

/** 转正 / 延长试用 / 不予录用 as a coloured tag; nothing before the store HR decided. */
export function ResultTag({ result, testId }: { result: unknown; testId?: string }) {
  const { i18n } = useTranslation();
  const label = resultLabel(result, i18n.language);
  if (!label) return null;
  return (
    <Tag color={RESULT_COLOR[result as EvaluationResult]} data-testid={testId}>
      {label}
    </Tag>
  );
}
