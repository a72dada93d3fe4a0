import { PUNISHMENTS, type TViolationDetail, ZCreateViolationRequestSchema } from '@hris/contract';
import { Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createViolation, getViolationDetail } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import { processPath } from '../../../api/workflow';
import { AttachmentList } from '../../../components/AttachmentList';
import { useEditable } from '../../../components/EditAccess';
import { DateItem, SelectItem, toApiValue } from '../../../components/FormFields';
import { DetailGrid, RecordPage } from '../../../components/RecordPage';
import { RecordForm } from '../../../components/SaveForm';
import { type Attachment, Upload } from '../../../components/Upload';
import { toastSuccess } from '../../../feedback';
import { pagePath, useListPath } from '../../../router/paths';
import { dateText, formatDateTime } from '../../../utils/date';
import { orDash } from '../../../utils/text';
import { EmployeeItem } from '../shared/EmployeeItem';
import { useEmployeeItems } from '../shared/record-items';
import { PunishmentTag } from '../shared/tags';
import '../shared/basic-data.css';
import '../shared/i18n';

/** What a violation's evidence may be (scans, photos, letters, sheets). */
const ATTACHMENT_TYPES = ['pdf', 'jpg', 'jpeg', 'png', 'docx', 'xlsx'];

/** 违纪详情 with ?id; without it, the form that records a new violation (isEdit only). */
export default function ViolationDetailPage() {
  const editable = useEditable('ViolationList');
  return (
    <RecordPage
      queryKey={bdKeys.record('violationDetail')}
      fetch={getViolationDetail}
      create={editable ? () => <ViolationCreate /> : undefined}
    >
      {(violation) => <ViolationView violation={violation} />}
    </RecordPage>
  );
}

function ViolationView({ violation }: { violation: TViolationDetail }) {
  const { t } = useTranslation();
  const employee = useEmployeeItems(violation);
  return (
    <Card
      variant="borderless"
      title={`${violation.employeeLabel} · ${dateText(violation.violationDate)}`}
      data-testid="violation-detail"
    >
      <DetailGrid
        columns={2}
        items={[
          ...employee,
          { key: 'date', label: t('bd.violation.date'), children: dateText(violation.violationDate) },
          {
            key: 'punishment',
            label: t('bd.violation.punishment'),
            children: <PunishmentTag punishment={violation.punishment} />,
          },
          { key: 'createdBy', label: t('bd.violation.createdBy'), children: orDash(violation.createdByName) },
          // Recorded by a finished 员工违纪 (flow 30): its work, with the approvals and the letter.
          ...(violation.workId
            ? [
                {
                  key: 'work',
                  label: t('bd.violation.work'),
                  children: (
                    <Link to={processPath({ flowId: 30, workId: violation.workId })} data-testid="violation-work">
                      {`30-${String(violation.workId).padStart(6, '0')}`}
                    </Link>
                  ),
                },
              ]
            : []),
          {
            key: 'createdTime',
            label: t('bd.violation.createdTime'),
            span: 'filled',
            children: formatDateTime(violation.createdTime),
          },
          {
            key: 'description',
            label: t('bd.violation.description'),
            span: 'filled',
            children: <span className="bd-pre">{violation.description}</span>,
          },
          {
            key: 'attachments',
            label: t('bd.violation.attachments'),
            span: 'filled',
            children: <AttachmentList files={violation.attachments} />,
          },
        ]}
      />
    </Card>
  );
}

function ViolationCreate() {
  const { t } = useTranslation();
  const list = useListPath();
  const [form] = Form.useForm();
  return (
    <RecordForm
      form={form}
      title={t('bd.violation.add')}
      testId="violation-create"
      className="hris-form hris-form--medium"
      request={{ schema: ZCreateViolationRequestSchema, save: createViolation, invalidates: bdKeys.all }}
      onSaved={() => {
        toastSuccess(t('common.saved'));
        form.resetFields();
      }}
      back={list}
      next={(result) => pagePath('violationDetail', { id: result.id })}
      toBody={(values: Record<string, unknown>) => ({
        employeeId: values.employeeId,
        violationDate: toApiValue(values.violationDate),
        punishment: values.punishment,
        description: values.description ?? '',
        attachmentIds: ((values.attachmentIds as Attachment[] | undefined) ?? []).map((f) => f.id),
      })}
      actions={{ saveTestId: 'violation-save' }}
    >
      <EmployeeItem />
      <DateItem name="violationDate" label={t('bd.violation.date')} required />
      <SelectItem
        name="punishment"
        label={t('bd.violation.punishment')}
        required
        options={PUNISHMENTS.map((p) => ({ label: t(`bd.violation.punishments.${p}`), value: p }))}
      />
      <Form.Item
        name="description"
        label={t('bd.violation.description')}
        rules={[{ required: true, message: t('bd.violation.descriptionRequired') }]}
      >
        <Input.TextArea
          rows={4}
          maxLength={2000}
          showCount
          placeholder={t('bd.violation.descriptionHint')}
          data-testid="violation-description"
        />
      </Form.Item>
      {/* The files, sent as their ids: a refusal about attachmentIds lands here. */}
      <Form.Item name="attachmentIds" label={t('bd.violation.attachments')}>
        <Upload accept={ATTACHMENT_TYPES} maxSizeMB={10} limit={10} />
      </Form.Item>
    </RecordForm>
  );
}
