import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { processPath } from '../../api/workflow';
import { findProcess } from '../contract-processes';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import { shown, targetLabel, text, ViewGrid } from '../shared/view';
import '../shared/process-form.css';
import type { ViewFormProps } from '../types';
import { ResignationDocuments } from './Documents';
import { factsFromForm, ResignationFactsGrid, ThreePeriodsWarning } from './Facts';
import { reasonText, typeText } from './fields';
import { staffTurnover } from './meta';
import './staff-turnover.css';

/** A flow number as the lists show it: 14-000041. */
export const flowNoOf = (flowId: number, workId: number) => `${flowId}-${String(workId).padStart(6, '0')}`;

/** The work that sent the employee here, when the system started the resignation, with a link to it. */
function SourceWork({ form }: { form: Record<string, unknown> }) {
  const { t, i18n } = useTranslation(staffTurnover.ns);
  if (form.startedBySystem !== true) return null;
  const flowId = typeof form.sourceFlowId === 'number' ? form.sourceFlowId : undefined;
  const workId = typeof form.sourceWorkId === 'number' ? form.sourceWorkId : undefined;
  const process = flowId ? findProcess(flowId) : undefined;
  const name = process ? (i18n.language.startsWith('en') ? process.nameEn : process.name) : undefined;
  return (
    <span data-testid="turnover-source">
      <Tag color="blue">{t('startedBySystem')}</Tag>
      {flowId && workId && (
        <span>
          {t('source')}
          {name ? `${name} ` : ''}
          <Link to={processPath({ flowId, workId })} data-testid="turnover-source-link">
            {flowNoOf(flowId, workId)}
          </Link>
        </span>
      )}
    </span>
  );
}

/**
 * 员工离职 as it stands: the leaver and what Basic data says about them, the departure (last day,
 * type, reason, never rehire), the handover once confirmed, where a work the system started came
 * from, and the documents. `hide` leaves out what the step's audit form edits below it.
 */
export function StaffTurnoverViewForm({
  form,
  detail,
  hide = [],
}: ViewFormProps & { hide?: readonly ('dimission' | 'handover')[] }) {
  const { t, i18n } = useTranslation(staffTurnover.ns);
  const language = i18n.language;
  const facts = factsFromForm(form);
  const neverRehire = form.dishonorableDischarge === 1;
  const handoverShown = form.handoverConfirmed !== undefined || text(form, 'handoverRemark') !== undefined;
  return (
    <>
      <FormSection title={t('sectionEmployee')} extra={<SourceWork form={form} />}>
        <ViewGrid
          testId="turnover-view-employee"
          items={[{ key: 'employee', label: t('employee'), children: shown(targetLabel(detail, form)) }]}
        />
        <ResignationFactsGrid facts={facts} />
      </FormSection>
      {!hide.includes('dimission') && (
        <FormSection title={t('sectionDimission')}>
          {detail.status === 'running' && <ThreePeriodsWarning type={form.dimissionType} facts={facts} />}
          <ViewGrid
            testId="turnover-view-dimission"
            items={[
              { key: 'lastWorkingDay', label: t('lastWorkingDay'), children: shown(text(form, 'lastWorkingDay')) },
              { key: 'type', label: t('dimissionType'), children: shown(typeText(form.dimissionType, language)) },
              {
                key: 'reason',
                label: t('dimissionReason'),
                children: (
                  <span data-testid="turnover-view-reason">
                    {shown(reasonText(form.dimissionType, form.dimissionReason, form.dimissionResetReason, language))}
                  </span>
                ),
              },
              {
                key: 'neverRehire',
                label: t('neverRehire'),
                children: neverRehire ? (
                  <Tag color="red" data-testid="turnover-view-never-rehire">
                    {t('yes')}
                  </Tag>
                ) : (
                  t('no')
                ),
              },
              ...(neverRehire
                ? [
                    {
                      key: 'neverRehireRemark',
                      label: t('dishonorableRemark'),
                      children: shown(text(form, 'dishonorableRemark')),
                    },
                  ]
                : []),
              {
                key: 'remark',
                label: t('wf.form.remark'),
                children: shown(text(form, 'remark')),
                span: 'filled' as const,
              },
            ]}
          />
        </FormSection>
      )}
      {!hide.includes('handover') && handoverShown && (
        <FormSection title={t('sectionHandover')}>
          <ViewGrid
            testId="turnover-view-handover"
            items={[
              {
                key: 'confirmed',
                label: t('handoverConfirmed'),
                children: form.handoverConfirmed === true ? t('yes') : t('no'),
              },
              ...(form.isUser === true
                ? [
                    {
                      key: 'handoverUser',
                      label: t('handoverUser'),
                      children: shown(
                        text(form, 'handoverUserName') ??
                          (typeof form.handoverUserId === 'number' ? `#${form.handoverUserId}` : t('handoverByRules')),
                      ),
                    },
                  ]
                : []),
              {
                key: 'handoverRemark',
                label: t('handoverRemark'),
                children: shown(text(form, 'handoverRemark')),
                span: 'filled' as const,
              },
            ]}
          />
        </FormSection>
      )}
      <div className="st-documents">
        <ResignationDocuments
          workId={detail.workId}
          employeeId={detail.target?.employeeId ?? text(form, 'employeeId')}
          finished={detail.status === 'finished'}
        />
      </div>
    </>
  );
}
