import { DEFAULT_UPLOAD_LIMIT } from '@hris/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FieldErrors, getToolbar, startWork, wfKeys } from '../../../api/workflow';
import { type Attachment, Upload } from '../../../components/Upload';
import { toastSuccess, toastWarning } from '../../../feedback';
import { findProcess } from '../../../processes/contract-processes';
import { processMeta, useProcessForms } from '../../../processes/registry';
import { BatchStart } from '../../../processes/shared/BatchStart';
import { StartPresetContext } from '../../../processes/shared/start-preset';
import type { ProcessFormHandle } from '../../../processes/types';
import { visibleActions } from '../actions';
import { useFinishAndClose } from '../useCloseTab';
import { ActionBar } from './Layout';
import '../../../processes/i18n';

/** Starting a work: the flow's start form, its attachments and 提交 (StartWork). */
export function StartWork({ flowId }: { flowId: number }) {
  const { t, i18n } = useTranslation();
  const info = findProcess(flowId);
  const meta = processMeta(flowId);
  const forms = useProcessForms(flowId);
  const formRef = useRef<ProcessFormHandle>(null);
  const [files, setFiles] = useState<Attachment[]>([]);
  const finish = useFinishAndClose();
  const [params] = useSearchParams();
  const presetEmployeeId = params.get('employeeId')?.trim() || undefined;
  const presetHolidayId = Number(params.get('holidayId')) || undefined;
  const preset = useMemo(
    () => ({ employeeId: presetEmployeeId, holidayId: presetHolidayId, flowId }),
    [presetEmployeeId, presetHolidayId, flowId],
  );
  const toolbar = useQuery({
    queryKey: wfKeys.toolbar(flowId),
    queryFn: () => getToolbar({ flowId }),
    enabled: Boolean(meta),
  });

  const submit = useMutation({
    mutationFn: async () => {
      const form = await formRef.current?.collect();
      if (!form) {
        toastWarning(t('wf.form.fixErrors'));
        return null;
      }
      return startWork({ flowId, form, attachmentIds: files.map((f) => f.id) });
    },
    onSuccess: (result) => {
      if (!result) return;
      toastSuccess(t('wf.start.submitted'));
      finish();
    },
    onError: (error) => {
      if (error instanceof FieldErrors) formRef.current?.showServerErrors(error.fields);
    },
  });

  const name = info ? (i18n.language.startsWith('en') ? info.nameEn : info.name) : String(flowId);
  if (!meta || !info) {
    return (
      <Card variant="borderless">
        <Result status="warning" title={t('wf.start.unknownFlow')} subTitle={t('wf.start.unknownFlowHint')} />
      </Card>
    );
  }
  const actions = visibleActions('start', toolbar.data);
  const batchOnly = Boolean(meta.batchStart?.only);

  return (
    <div className="wf-do" data-testid="process-start">
      <Card className="wf-head" variant="borderless">
        <div className="wf-head__top">
          <span className="wf-head__avatar" aria-hidden>
            {info.name.slice(0, 1)}
          </span>
          <div className="wf-head__titles">
            <Typography.Title level={4} className="wf-head__title" data-testid="work-title">
              {t('wf.start.title', { name })}
            </Typography.Title>
            <Typography.Text type="secondary">{t('intro', { ns: meta.ns, defaultValue: '' })}</Typography.Text>
          </div>
        </div>
      </Card>
      {!batchOnly && (
        <>
          <Card title={t('wf.section.form')} variant="borderless" className="wf-card">
            {forms ? (
              <StartPresetContext.Provider value={preset}>
                <forms.StartForm ref={formRef} />
              </StartPresetContext.Provider>
            ) : (
              <Skeleton active paragraph={{ rows: 6 }} />
            )}
          </Card>
          <Card title={t('wf.section.attachments')} variant="borderless" className="wf-card">
            <Upload value={files} onChange={setFiles} limit={DEFAULT_UPLOAD_LIMIT} />
          </Card>
        </>
      )}
      {meta.batchStart && (
        <Card title={t('wf.batchStart.title')} variant="borderless" className="wf-card">
          <BatchStart kind={meta.batchStart.kind} title={name} />
        </Card>
      )}
      <ActionBar hint={batchOnly ? undefined : t('wf.start.hint')}>
        <Button onClick={finish}>{t('wf.action.cancel')}</Button>
        {toolbar.isPending || !forms ? (
          <Skeleton.Button active />
        ) : (
          !batchOnly &&
          actions.includes('submit') && (
            <Button
              type="primary"
              loading={submit.isPending}
              onClick={() => submit.mutate()}
              data-testid="wf-action-submit"
            >
              {t('wf.action.submit')}
            </Button>
          )
        )}
      </ActionBar>
    </div>
  );
}
