import { type TPositionRow, ZCreatePositionRequestSchema, ZUpdatePositionRequestSchema } from '@hris/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Result, Select, Skeleton, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createPosition, getPositionDetail, updatePosition } from '../../../api/basic-data';
import { toastError, toastSuccess } from '../../../feedback';
import { useEditable } from '../shared/components';
import { serverFieldErrors, zodFieldErrors } from '../shared/form-errors';
import { useIdParam } from '../shared/useIdParam';

/** 编辑职位: creates a position without ?id, edits it with one. */
export default function PositionEditPage() {
  const id = useIdParam();
  const { t } = useTranslation();
  const editable = useEditable('PositionList');
  const query = useQuery({
    queryKey: ['bd', 'positionDetail', id],
    queryFn: () => getPositionDetail(id as number),
    enabled: id !== null,
  });
  if (!editable) {
    return (
      <Card variant="borderless">
        <Result status="403" title={t('bd.common.readOnly')} />
      </Card>
    );
  }
  if (id !== null && query.isError) {
    return (
      <Card variant="borderless">
        <Result status="warning" title={t('bd.common.loadFailed')} />
      </Card>
    );
  }
  if (id !== null && query.isPending) {
    return (
      <Card variant="borderless">
        <Skeleton active />
      </Card>
    );
  }
  return <PositionForm key={id ?? 'new'} position={id === null ? null : (query.data ?? null)} />;
}

function PositionForm({ position }: { position: TPositionRow | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const schema = position ? ZUpdatePositionRequestSchema : ZCreatePositionRequestSchema;
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      position
        ? updatePosition(ZUpdatePositionRequestSchema.parse(body))
        : createPosition(ZCreatePositionRequestSchema.parse(body)),
    onSuccess: async () => {
      toastSuccess(t('bd.common.saved'));
      await queryClient.invalidateQueries({ queryKey: ['bd'] });
      navigate('/basicData/positionList');
    },
    onError: (error) => {
      const { fields, message } = serverFieldErrors(error, schema);
      form.setFields(fields);
      if (message) toastError(message);
    },
  });
  const submit = (values: Record<string, unknown>) => {
    const body = position ? { id: position.id, ...values } : values;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      form.setFields(zodFieldErrors(parsed.error.issues));
      return;
    }
    save.mutate(body);
  };
  return (
    <Card
      variant="borderless"
      title={position ? t('bd.position.editTitle', { name: position.name }) : t('bd.position.add')}
    >
      <Form
        form={form}
        layout="vertical"
        className="bd-form"
        style={{ maxWidth: 480 }}
        onFinish={submit}
        initialValues={
          position
            ? {
                code: position.code,
                name: position.name,
                employeeType: position.employeeType,
                defaultRank: position.defaultRank,
                isActive: position.isActive,
              }
            : { isActive: true, defaultRank: '' }
        }
      >
        <Form.Item
          name="code"
          label={t('bd.position.code')}
          rules={[{ required: true, message: t('bd.position.codeRequired') }]}
        >
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('bd.position.name')}
          rules={[{ required: true, message: t('bd.position.nameRequired') }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="employeeType"
          label={t('bd.staff.employeeType')}
          rules={[{ required: true, message: t('bd.position.typeRequired') }]}
        >
          <Select
            options={[
              { label: t('bd.position.store'), value: 'store' },
              { label: t('bd.position.office'), value: 'office' },
            ]}
          />
        </Form.Item>
        <Form.Item name="defaultRank" label={t('bd.position.defaultRank')}>
          <Input maxLength={16} />
        </Form.Item>
        <Form.Item name="isActive" label={t('bd.position.isActive')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('bd.common.save')}
          </Button>
          <Button onClick={() => navigate('/basicData/positionList')}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
