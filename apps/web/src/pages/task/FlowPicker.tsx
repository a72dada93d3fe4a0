import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskCountsByFlow } from '../../api/workflow';
import { flowName } from './columns';
import '../../processes/i18n';

export type CountState = 'toDo' | 'running' | 'completed';

/**
 * The process-type picker above a task list: 全部 plus every process with tasks in this state,
 * each with its count (GetTaskCounts.byFlow).
 */
export function FlowPicker({
  counts,
  state,
  value,
  onChange,
}: {
  counts: TaskCountsByFlow | undefined;
  state: CountState;
  value: number | undefined;
  onChange: (flowId: number | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  const flows = (counts?.byFlow ?? []).filter((f) => f[state] > 0 || f.flowId === value);
  const total = counts?.[state];
  return (
    <div className="wf-flow-picker" role="radiogroup" aria-label={t('wf.list.flowName')} data-testid="flow-picker">
      <Tag.CheckableTag checked={value === undefined} onChange={() => onChange(undefined)}>
        {t('wf.list.allFlows')}
        {total !== undefined && <span className="wf-flow-picker__count">{total}</span>}
      </Tag.CheckableTag>
      {flows.map((flow) => (
        <Tag.CheckableTag
          key={flow.flowId}
          checked={value === flow.flowId}
          onChange={(checked) => onChange(checked ? flow.flowId : undefined)}
          data-testid={`flow-picker-${flow.flowId}`}
        >
          {flowName(flow.flowId, i18n.language)}
          <span className="wf-flow-picker__count">{flow[state]}</span>
        </Tag.CheckableTag>
      ))}
    </div>
  );
}
