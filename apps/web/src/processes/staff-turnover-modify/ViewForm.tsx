import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { processPath } from '../../api/workflow';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import { shown, targetLabel, text, ViewGrid } from '../shared/view';
import '../shared/process-form.css';
import { reasonText, typeText } from '../staff-turnover/fields';
import { staffTurnover } from '../staff-turnover/meta';
import '../staff-turnover/staff-turnover.css';
import type { ViewFormProps } from '../types';
import { diffResignation, labelKeyOf, type ModifyChange, type ResignationValues } from './fields';
import { staffTurnoverModify } from './meta';

/** The resignation's values before the change, read-only, with a link to the resignation. */
export function ResignationBefore({
  flowNo,
  workId,
  employee,
  shop,
  values,
}: {
  flowNo: string;
  workId?: number;
  employee?: string;
  shop?: string;
  values: ResignationValues;
}) {
  const { t: st, i18n } = useTranslation(staffTurnover.ns);
  const { t } = useTranslation(staffTurnoverModify.ns);
  const language = i18n.language;
  return (
    <ViewGrid
      testId="turnover-modify-before"
      items={[
        {
          key: 'flowNo',
          label: t('resignationFlowNo'),
          children: workId ? (
            <Link to={processPath({ flowId: 15, workId })} data-testid="turnover-modify-resignation-link">
              {shown(flowNo)}
            </Link>
          ) : (
            shown(flowNo)
          ),
        },
        { key: 'employee', label: st('employee'), children: shown(employee) },
        { key: 'shop', label: st('wf.form.shop'), children: shown(shop) },
        { key: 'lastWorkingDay', label: st('lastWorkingDay'), children: shown(values.lastWorkingDay) },
        { key: 'type', label: st('dimissionType'), children: shown(typeText(values.dimissionType, language)) },
        {
          key: 'reason',
          label: st('dimissionReason'),
          children: shown(
            reasonText(values.dimissionType, values.dimissionReason, values.dimissionResetReason, language),
          ),
        },
        {
          key: 'neverRehire',
          label: st('neverRehire'),
          children:
            values.dishonorableDischarge === 1 ? (
              <Tag color="red">{`${st('yes')}${values.dishonorableRemark ? `：${values.dishonorableRemark}` : ''}`}</Tag>
            ) : (
              st('no')
            ),
        },
      ]}
    />
  );
}

/**
 * 离职信息变更 as submitted (2801 区域HR审核, 2802 总部HR审批, 2803 HR总监审批 and after, all
 * read-only): the resignation it corrects and what changes, old → new, highlighted, and whether
 * it clears 永不录用 (which the HR director approves too).
 */
export function TurnoverModifyViewForm({ form, detail }: ViewFormProps) {
  const { t, i18n } = useTranslation(staffTurnoverModify.ns);
  const { t: tt } = useTranslation(staffTurnover.ns);
  const language = i18n.language;
  const english = language.startsWith('en');
  const previous = form.previous as ResignationValues | undefined;
  const stored = Array.isArray(form.changes) ? (form.changes as ModifyChange[]) : undefined;
  // The server writes `changes`; before it has (or for an old work) they are worked out here.
  const changes =
    stored ?? (previous ? diffResignation(previous, form, language, { yes: tt('yes'), no: tt('no') }) : []);
  const workId = typeof form.resignationWorkId === 'number' ? form.resignationWorkId : undefined;
  const shop = [text(form, 'shopCode'), text(form, 'shopName')].filter(Boolean).join(' ');
  const clears = form.clearsNeverRehire === true;

  return (
    <>
      <FormSection title={t('sectionResignation')}>
        {previous ? (
          <ResignationBefore
            flowNo={text(form, 'resignationFlowNo') ?? ''}
            workId={workId}
            employee={targetLabel(detail, form)}
            shop={shop}
            values={previous}
          />
        ) : (
          <ViewGrid
            testId="turnover-modify-before"
            items={[
              { key: 'employee', label: tt('employee'), children: shown(targetLabel(detail, form)) },
              { key: 'flowNo', label: t('resignationFlowNo'), children: shown(text(form, 'resignationFlowNo')) },
            ]}
          />
        )}
      </FormSection>
      <FormSection
        title={t('sectionChanges')}
        extra={
          clears && (
            <Tag color="volcano" data-testid="turnover-modify-clears">
              {t('clearsNeverRehire')}
            </Tag>
          )
        }
      >
        <Table<ModifyChange>
          size="small"
          bordered
          pagination={false}
          rowKey="field"
          dataSource={changes}
          rowClassName={() => 'st-changed'}
          locale={{ emptyText: t('noChanges') }}
          data-testid="turnover-modify-changes"
          columns={[
            {
              key: 'item',
              title: t('item'),
              width: 160,
              // The server's label is Chinese; English names the field from the resignation's texts.
              render: (_, row) => (english || !row.label ? tt(labelKeyOf(row.field)) : row.label),
            },
            {
              key: 'old',
              title: t('before'),
              render: (_, row) => <span data-testid={`turnover-modify-${row.field}-old`}>{shown(row.old)}</span>,
            },
            {
              key: 'new',
              title: t('after'),
              render: (_, row) => <strong data-testid={`turnover-modify-${row.field}-new`}>{shown(row.new)}</strong>,
            },
          ]}
        />
        <div className="st-documents">
          <ViewGrid
            items={[
              { key: 'reason', label: t('reason'), children: shown(text(form, 'reason')), span: 'filled' as const },
            ]}
          />
        </div>
      </FormSection>
    </>
  );
}
