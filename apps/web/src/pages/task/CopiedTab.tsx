import { CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import { useIsFetching, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Select, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approvalKeys, type CopiedCounts, markCopiesRead } from '../../api/approval';
import { toastSuccess } from '../../feedback';
import '../../processes/i18n';
import { BUILT_FLOWS, flowName } from './columns';
import { TaskTable } from './TaskTable';

/**
 * 抄送我的: the works copied to me, newest copy first, unread ones marked; a row opens the work
 * (which marks it read), 全部标为已读 marks them all.
 */
export function CopiedTab({ counts }: { counts: CopiedCounts | undefined }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [flowId, setFlowId] = useState<number | undefined>();
  const fetching = useIsFetching({ queryKey: approvalKeys.copiedList() }) > 0;

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: approvalKeys.copiedList() }),
      queryClient.invalidateQueries({ queryKey: approvalKeys.copiedCounts }),
    ]);

  const markAll = useMutation({
    mutationFn: () => markCopiesRead(),
    onSuccess: async (result) => {
      toastSuccess(result.msg || t('wf.copied.marked'));
      await refresh();
    },
  });

  return (
    <>
      <div className="wf-list-bar">
        <Select<number>
          className="wf-copied__flow"
          value={flowId}
          onChange={setFlowId}
          allowClear
          placeholder={t('wf.copied.allFlows')}
          aria-label={t('wf.list.flowName')}
          options={BUILT_FLOWS.map((p) => ({ value: p.flowId, label: flowName(p.flowId, i18n.language) }))}
          data-testid="copied-flow"
        />
        <Space wrap>
          <Tooltip title={t('wf.list.reload')}>
            <Button
              icon={<ReloadOutlined spin={fetching} />}
              aria-label={t('wf.list.reload')}
              onClick={() => void refresh()}
              data-testid="reload-copied"
            />
          </Tooltip>
          <Button
            icon={<CheckOutlined />}
            loading={markAll.isPending}
            disabled={!counts || counts.unread === 0}
            onClick={() => markAll.mutate()}
            data-testid="copied-mark-all"
          >
            {t('wf.copied.markAll')}
          </Button>
        </Space>
      </div>
      <TaskTable kind="copied" flowId={flowId} emptyText={t('wf.list.empty.copied')} />
    </>
  );
}
