import { businessToday, type TCreateHolidayInput, ZCreateHolidayRequestSchema } from '@hris/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ButtonProps, DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { createHoliday, holidayKeys } from '../../../api/holiday';
import { ApiError } from '../../../api/http';
import { CashInput } from '../../../components/CashInput';
import { toastSuccess } from '../../../feedback';
import { markServerFields, parseInto } from '../../../processes/shared/zod-form';

interface Values {
  holidayName?: string;
  holidayPresent?: string;
  giftValue?: string;
  deadline?: Dayjs | null;
}

const FIELDS = ['holidayName', 'holidayPresent', 'giftValue', 'deadline'] as const;

const toInput = (v: Values): TCreateHolidayInput => ({
  holidayName: v.holidayName ?? '',
  holidayPresent: v.holidayPresent ?? '',
  giftValue: v.giftValue ?? '',
  deadline: v.deadline ? v.deadline.format('YYYY-MM-DD') : '',
});

/** 开启节日 (head-office HR): name, gift, value per person and the deadline (today or later). */
export function OpenHolidayDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const create = useMutation({
    mutationFn: createHoliday,
    onSuccess: (created, input) => {
      toastSuccess(t('holiday.opened', { name: input.holidayName, count: created.notified }));
      client.invalidateQueries({ queryKey: holidayKeys.all });
      form.resetFields();
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError) markServerFields(form, error.fields, FIELDS);
    },
  });
  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const parsed = parseInto(form, ZCreateHolidayRequestSchema, toInput(form.getFieldsValue(true)), FIELDS);
    if (parsed) create.mutate(toInput(form.getFieldsValue(true)));
  };
  const today = businessToday();
  return (
    <Modal
      open={open}
      title={t('holiday.openTitle')}
      okText={t('holiday.openOk')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={create.isPending}
      okButtonProps={{ 'data-testid': 'holiday-open-ok' } as ButtonProps}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" requiredMark data-testid="holiday-open-form">
        <Form.Item
          label={t('holiday.name')}
          name="holidayName"
          rules={[{ required: true, whitespace: true, message: t('holiday.nameRequired') }]}
        >
          <Input maxLength={50} placeholder={t('holiday.namePlaceholder')} data-testid="holiday-open-name" />
        </Form.Item>
        <Form.Item
          label={t('holiday.present')}
          name="holidayPresent"
          rules={[{ required: true, whitespace: true, message: t('holiday.presentRequired') }]}
        >
          <Input maxLength={100} placeholder={t('holiday.presentPlaceholder')} data-testid="holiday-open-present" />
        </Form.Item>
        <Form.Item
          label={t('holiday.giftValue')}
          name="giftValue"
          rules={[{ required: true, message: t('holiday.giftValueRequired') }]}
        >
          <CashInput suffix={t('holiday.yuanPerPerson')} data-testid="holiday-open-value" />
        </Form.Item>
        <Form.Item
          label={t('holiday.deadline')}
          name="deadline"
          rules={[{ required: true, message: t('holiday.deadlineRequired') }]}
        >
          <DatePicker
            format="YYYY-MM-DD"
            disabledDate={(d) => d.format('YYYY-MM-DD') < today}
            style={{ width: '100%' }}
            data-testid="holiday-open-deadline"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
