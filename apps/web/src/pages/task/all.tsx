import { Card, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../processes/i18n';
import { TaskTable } from './TaskTable';
import './task.css';

type State = 'running' | 'completed';

/** /task/all (TaskALL): every work in my data scope, in progress or completed (GetAllTaskList). */
export default function TaskAllPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('running');
  return (
    <Card variant="borderless" className="wf-tasks" title={t('wf.all.title')} data-testid="task-all">
      <div className="wf-list-bar">
        <Segmented<State>
          value={state}
          onChange={setState}
          options={[
            { value: 'running', label: t('wf.list.tabs.running') },
            { value: 'completed', label: t('wf.list.tabs.completed') },
          ]}
          data-testid="all-state"
        />
        <Typography.Text type="secondary">{t('wf.all.hint')}</Typography.Text>
      </div>
      <TaskTable key={state} kind="all" state={state} emptyText={t(`wf.list.empty.${state}`)} />
    </Card>
  );
}
