import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { businessToday } from '@hris/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Empty, Form, Popconfirm, Segmented, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteSubstitute, getMySubstitute, type Substitute, setSubstitute, wfKeys } from '../../api/workflow';
import { toastSuccess } from '../../feedback';
import '../../processes/i18n';
import { useAppStore } from '../../stores/app';
import { useSessionStore } from '../../stores/session';
import { TaskTable } from './TaskTable';
import { UserPicker } from './UserPicker';
import './task.css';

type State = 'all' | 'running' | 'completed';

interface SubstituteValues {
  substituteUserId?: number;
  range?: [Dayjs, Dayjs];
}

/** 代理人: while I am away, new to-dos go to the substitute (history shows 代 {name}). */
function Substitutes() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const me = useSessionStore((s) => s.userID);
  const [form] = Form.useForm<SubstituteValues>();
  const list = useQuery({ queryKey: wfKeys.substitutes, queryFn: getMySubstitute });
  const refresh = () => queryClient.invalidateQueries({ queryKey: wfKeys.substitutes });

  const save = useMutation({
    mutationFn: (values: SubstituteValues) =>
      setSubstitute({
        substituteUserId: values.substituteUserId ?? 0,
        startDate: values.range?.[0].format('YYYY-MM-DD') ?? '',
        endDate: values.range?.[1].format('YYYY-MM-DD') ?? '',
      }),
    onSuccess: async () => {
      toastSuccess(t('wf.substitute.saved'));
      form.resetFields();
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: deleteSubstitute,
    onSuccess: async () => {
      toastSuccess(t('wf.substitute.deleted'));
      await refresh();
    },
  });

  return (
    <Card variant="borderless" title={t('wf.substitute.title')} data-testid="substitutes">
      <Typography.Paragraph type="secondary">{t('wf.substitute.intro')}</Typography.Paragraph>
      <Form<SubstituteValues>
        form={form}
        layout={mobile ? 'vertical' : 'inline'}
        className="wf-substitutes__form"
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          label={t('wf.substitute.user')}
          name="substituteUserId"
          rules={[{ required: true, message: t('wf.substitute.userRequired') }]}
        >
          <UserPicker
            className="wf-change__user"
            excludeIds={me ? [me] : []}
            forSubstitute
            data-testid="substitute-user"
          />
        </Form.Item>
        <Form.Item
          label={t('wf.substitute.range')}
          name="range"
          rules={[{ required: true, message: t('wf.substitute.rangeRequired') }]}
        >
          <DatePicker.RangePicker
            format="YYYY-MM-DD"
            disabledDate={(day) => day.format('YYYY-MM-DD') < businessToday()}
            data-testid="substitute-range"
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={save.isPending}>
            {t('wf.substitute.add')}
          </Button>
        </Form.Item>
      </Form>
      <Table<Substitute>
        size="small"
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wf.substitute.empty')} /> }}
        columns={[
          { key: 'name', dataIndex: 'substituteName', title: t('wf.substitute.user') },
          { key: 'startDate', dataIndex: 'startDate', title: t('wf.substitute.startDate'), width: 140 },
          { key: 'endDate', dataIndex: 'endDate', title: t('wf.substitute.endDate'), width: 140 },
          {
            key: 'actions',
            title: t('common.actions'),
            width: 90,
            render: (_, row) => (
              <Popconfirm
                title={t('wf.substitute.deleteConfirm')}
                okText={t('common.ok')}
                cancelText={t('common.cancel')}
                onConfirm={() => remove.mutateAsync(row.id)}
              >
                <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                  {t('wf.substitute.delete')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** /task/myTask (hidden): the works I started, and my substitute settings. */
export default function MyTaskPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('all');
  return (
    <div className="wf-stack">
      <Card variant="borderless" className="wf-tasks" title={t('wf.myTask.title')} data-testid="my-started">
        <div className="wf-list-bar">
          <Segmented<State>
            value={state}
            onChange={setState}
            options={[
              { value: 'all', label: t('wf.myTask.all') },
              { value: 'running', label: t('wf.list.tabs.running') },
              { value: 'completed', label: t('wf.list.tabs.completed') },
            ]}
          />
        </div>
        <TaskTable
          key={state}
          kind="started"
          state={state === 'all' ? undefined : state}
          emptyText={t('wf.myTask.empty')}
        />
      </Card>
      <Substitutes />
    </div>
  );
}
