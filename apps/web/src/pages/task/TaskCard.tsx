import { Button, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { TaskListKind, TaskRow } from '../../api/workflow';
import { targetText } from '../../components/EmployeeSearch';
import { formatDate, formatDateTime } from '../../utils/date';
import { flowName, isUnreadCopy } from './columns';

/**
 * A to-do (or a work) on a phone: who it is about and where, the process and its number, the step
 * and when it arrived, the overdue mark, and 办理 (查看 for a work) at hand.
 */
export function TaskCard({
  row,
  kind,
  t,
  language,
  onOpen,
}: {
  row: TaskRow;
  kind: TaskListKind;
  t: TFunction;
  language: string;
  onOpen: (row: TaskRow) => void;
}) {
  const toDo = kind === 'toDo' || kind === 'userToDo';
  const shop = row.shopCode ? `${row.shopCode} ${row.shopName ?? ''}`.trim() : null;
  const unread = isUnreadCopy(kind, row);
  const copied = kind === 'copied';
  return (
    <article className="wf-card" data-testid="task-card" aria-label={`${row.flowNo} ${targetText(row)}`}>
      <div className="wf-card__head">
        <strong className="wf-card__who">{targetText(row)}</strong>
        {unread && (
          <Tag color="blue" className="wf-overdue" data-testid="unread-tag">
            {t('wf.copied.unread')}
          </Tag>
        )}
        {row.isOverdue && (
          <Tag color="error" className="wf-overdue" data-testid="overdue-tag">
            {t('wf.list.overdue')}
          </Tag>
        )}
      </div>
      {shop && <div className="wf-card__line">{shop}</div>}
      <div className="wf-card__line">
        {flowName(row.flowId, language)} · {row.flowNo}
      </div>
      <div className="wf-card__line">
        {toDo ? t('wf.list.nodeName') : t('wf.list.status')}：{toDo ? row.nodeName || '—' : row.statusText}
        {row.isOverdue && row.deadlineTime
          ? ` · ${t('wf.list.overdueAt', { time: formatDate(row.deadlineTime) })}`
          : ''}
      </div>
      <div className="wf-card__foot">
        {copied ? (
          <span className="wf-card__line">
            {t('wf.copied.by')}：{String(row.copiedByName ?? '—')} ·{' '}
            {formatDateTime(String(row.copiedTime ?? '')) || '—'}
          </span>
        ) : (
          <span className="wf-card__line">
            {kind === 'completed' ? t('wf.list.completedTime') : t('wf.list.arrivedTime')}：
            {formatDateTime(row.arrivedTime) || '—'}
          </span>
        )}
        <Button
          type={toDo ? 'primary' : 'default'}
          size="small"
          // 办理 as one word, as the table's button reads.
          autoInsertSpace={false}
          onClick={() => onOpen(row)}
          data-testid="task-card-open"
        >
          {toDo ? t('wf.list.handle') : t('wf.list.view')}
        </Button>
      </div>
    </article>
  );
}
