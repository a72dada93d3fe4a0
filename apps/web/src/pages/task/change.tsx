import { SwapOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Modal, Space, Typography } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BatchResult, type TransferUser, transferWork, wfKeys } from '../../api/workflow';
import { toastSuccess } from '../../feedback';
import '../../processes/i18n';
import { TransferDialog } from '../process/components/ActionDialogs';
import { TaskResults } from './TaskResults';
import { TaskTable } from './TaskTable';
import { UserPicker } from './UserPicker';
import './task.css';

type Scope = 'selected' | 'all';

/**
 * /task/taskChange (TaskChange): pick a user, see their to-dos (GetRuningTaskListForToDoUser)
 * and hand the selected ones, or all of them (someone who leaves), to another user.
 */
export default function TaskChangePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [from, setFrom] = useState<TransferUser | undefined>();
  const [selected, setSelected] = useState<Key[]>([]);
  const [total, setTotal] = useState(0);
  const [scope, setScope] = useState<Scope | null>(null);
  const [result, setResult] = useState<BatchResult | null>(null);

  const transfer = useMutation({
    mutationFn: (input: { toUserId: number; reason?: string }) =>
      transferWork({
        ...(scope === 'all' ? { fromUserId: from?.userId } : { taskIds: selected.map(Number) }),
        toUserId: input.toUserId,
        ...(input.reason?.trim() ? { reason: input.reason.trim() } : {}),
      }),
    onSuccess: async (data) => {
      setScope(null);
      setSelected([]);
      setResult(data);
      if (data.failed === 0) toastSuccess(t('wf.change.done', { n: data.succeeded }));
      await queryClient.invalidateQueries({ queryKey: wfKeys.all });
    },
  });

  return (
    <Card variant="borderless" className="wf-tasks" title={t('wf.change.title')} data-testid="task-change">
      <div className="wf-change__pick">
        <UserSwitchOutlined />
        <Typography.Text>{t('wf.change.fromUser')}</Typography.Text>
        <UserPicker
          className="wf-change__user"
          value={from?.userId}
          onChange={(_id, user) => {
            setFrom(user);
            setSelected([]);
          }}
          aria-label={t('wf.change.fromUser')}
          data-testid="change-from"
        />
        {from && (
          <Space wrap className="hris-toolbar__end">
            <Button
              icon={<SwapOutlined />}
              disabled={selected.length === 0}
              onClick={() => setScope('selected')}
              data-testid="transfer-selected"
            >
              {t('wf.change.transferSelected', { n: selected.length })}
            </Button>
            <Button
              type="primary"
              icon={<SwapOutlined />}
              disabled={total === 0}
              onClick={() => setScope('all')}
              data-testid="transfer-all"
            >
              {t('wf.change.transferAll', { n: total })}
            </Button>
          </Space>
        )}
      </div>
      {from ? (
        <TaskTable
          key={from.userId}
          kind="userToDo"
          userId={from.userId}
          emptyText={t('wf.change.noToDos', { name: from.name })}
          rowSelection={{ selectedRowKeys: selected, onChange: setSelected, preserveSelectedRowKeys: true }}
          onPage={(_rows, n) => setTotal(n)}
        />
      ) : (
        <Empty description={t('wf.change.pickUser')} className="wf-change__empty" />
      )}

      <TransferDialog
        open={scope !== null}
        title={
          scope === 'all'
            ? t('wf.change.dialogAll', { name: from?.name ?? '', n: total })
            : t('wf.change.dialogSelected', { n: selected.length })
        }
        loading={transfer.isPending}
        excludeIds={from ? [from.userId] : []}
        taskId={scope === 'selected' && selected.length === 1 ? Number(selected[0]) : undefined}
        onCancel={() => setScope(null)}
        onSubmit={(values) => transfer.mutate(values)}
      />

      <Modal
        open={result !== null}
        title={t('wf.change.resultTitle')}
        onCancel={() => setResult(null)}
        footer={
          <Button type="primary" onClick={() => setResult(null)}>
            {t('wf.batch.done')}
          </Button>
        }
        width={720}
        data-testid="transfer-result"
      >
        {result && <TaskResults result={result} />}
      </Modal>
    </Card>
  );
}
