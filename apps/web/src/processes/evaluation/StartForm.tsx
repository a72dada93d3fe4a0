import { Result } from 'antd';
import { useImperativeHandle } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import type { StartFormProps } from '../types';
import { evaluation } from './meta';

/**
 * 试用期考核 has no start form (spec §4: evaluation_view only): the system starts it before the
 * probation ends, and a work it started never returns to a starter. Reached by hand, this says so
 * and sends nothing.
 */
export function EvaluationStartForm({ ref }: StartFormProps) {
  const { t } = useTranslation(evaluation.ns);
  useImperativeHandle(ref, () => ({ collect: async () => null, showServerErrors: () => 0 }), []);
  return (
    <Result
      status="info"
      title={t('systemOnlyTitle')}
      subTitle={t('systemOnly')}
      data-testid="evaluation-system-only"
    />
  );
}
