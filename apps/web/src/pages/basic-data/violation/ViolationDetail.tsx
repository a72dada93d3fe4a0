import { PaperClipOutlined } from '@ant-design/icons';
import { PUNISHMENTS, type TViolationDetail, ZCreateViolationRequestSchema } from '@hris/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Descriptions, Empty, Form, Input, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { createViolation, getViolationDetail } from '../../../api/basic-data';
import { EmployeeSearch } from '../../../components/EmployeeSearch';
import { type Attachment, Upload } from '../../../components/Upload';
import { toastError, toastSuccess } from '../../../feedback';
import { formatBytes } from '../../../utils/bytes';
import { formatDate, formatDateTime } from '../../../utils/date';
import { orDash, useEditable } from '../shared/components';
import { serverFieldErrors, zodFieldErrors } from '../shared/form-errors';
import { toApiValue } from '../shared/form-values';
import { PageState } from '../shared/PageState';
import { useIdParam } from '../shared/useIdParam';
import { PUNISHMENT_COLOR } from './ViolationList';

/** 违纪详情 with ?id; without it, the form that records a new violation (isEdit only). */
export default function ViolationDetailPage() {
  const id = useIdParam();
  const editable = useEditable('ViolationList');
  const query = useQuery({
    queryKey: ['bd', 'violationDetail', id],
    queryFn: () => getViolationDetail(id as number),
    enabled: id !== null,
  });
  if (id === null && editable) return <ViolationCreate />;
  return (
    <PageState id={id} loading={query.isPending} error={query.isError} backTo="/basicData/violationList">
      {() => <ViolationView violation={query.data as TViolationDetail} />}
    </PageState>
  );
}

function ViolationView({ violation }: { violation: TViolationDetail }) {
  const { t } = useTranslation();
  return (
    <Card
      variant="borderless"
      title={`${violation.employeeLabel} · ${formatDate(violation.violationDate)}`}
      data-testid="violation-detail"
    >
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('bd.staff.employeeId')}>
          <Link to={`/basicData/staffDetail?id=${violation.employeeRef}`}>{violation.employeeLabel}</Link>
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.staff.shop')}>
          {violation.shopCode ? `${violation.shopCode} ${violation.shopName ?? ''}` : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.violation.date')}>{formatDate(violation.violationDate)}</Descriptions.Item>
        <Descriptions.Item label={t('bd.violation.punishment')}>
          <Tag color={PUNISHMENT_COLOR[violation.punishment]}>
            {t(`bd.violation.punishments.${violation.punishment}`)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.violation.description')} span={2}>
          <span style={{ whiteSpace: 'pre-wrap' }}>{violation.description}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.violation.createdBy')}>{orDash(violation.createdByName)}</Descriptions.Item>
        <Descriptions.Item label={t('bd.violation.createdTime')}>
          {formatDateTime(violation.createdTime)}
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.violation.attachments')} span={2}>
          {violation.attachments.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bd.common.none')} />
          ) : (
            <ul className="bd-attachments">
              {violation.attachments.map((file) => (
                <li key={file.id}>
                  <PaperClipOutlined />{' '}
                  <a href={file.routeUrl} target="_blank" rel="noopener noreferrer">
                    {file.fileName}
                  </a>{' '}
                  <span className="bd-muted">{formatBytes(file.byteLength)}</span>
                </li>
              ))}
            </ul>
          )}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function ViolationCreate() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const save = useMutation({
    mutationFn: createViolation,
    onSuccess: async (result) => {
      toastSuccess(t('bd.common.saved'));
      await queryClient.invalidateQueries({ queryKey: ['bd'] });
      form.resetFields();
      navigate(`/basicData/violationDetail?id=${result.id}`);
    },
    onError: (error) => {
      const { fields, message } = serverFieldErrors(error, ZCreateViolationRequestSchema);
      form.setFields(fields);
      if (message) toastError(message);
    },
  });
  const submit = (values: Record<string, unknown>) => {
    const files = (values.attachments as Attachment[] | undefined) ?? [];
    const parsed = ZCreateViolationRequestSchema.safeParse({
      employeeId: values.employeeId,
      violationDate: toApiValue(values.violationDate),
      punishment: values.punishment,
      description: values.description ?? '',
      attachmentIds: files.map((f) => f.id),
    });
    if (!parsed.success) {
      form.setFields(zodFieldErrors(parsed.error.issues));
      return;
    }
    save.mutate(parsed.data);
  };
  return (
    <Card variant="borderless" title={t('bd.violation.add')} data-testid="violation-create">
      <Form form={form} layout="vertical" className="bd-form" style={{ maxWidth: 640 }} onFinish={submit}>
        <Form.Item
          name="employeeId"
          label={t('bd.contract.employee')}
          rules={[{ required: true, message: t('bd.contract.employeeRequired') }]}
        >
          <EmployeeSearch />
        </Form.Item>
        <Form.Item
          name="violationDate"
          label={t('bd.violation.date')}
          rules={[{ required: true, message: t('bd.violation.dateRequired') }]}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="punishment"
          label={t('bd.violation.punishment')}
          rules={[{ required: true, message: t('bd.violation.punishmentRequired') }]}
        >
          <Select options={PUNISHMENTS.map((p) => ({ label: t(`bd.violation.punishments.${p}`), value: p }))} />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('bd.violation.description')}
          rules={[{ required: true, message: t('bd.violation.descriptionRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item name="attachments" label={t('bd.violation.attachments')}>
          <Upload accept={['pdf', 'jpg', 'png', 'docx', 'xlsx']} maxSizeMB={10} limit={10} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('bd.common.save')}
          </Button>
          <Button onClick={() => navigate('/basicData/violationList')}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
