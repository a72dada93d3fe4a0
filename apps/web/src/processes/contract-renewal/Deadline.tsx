import { businessToday } from '@hris/contract';
import { Typography } from 'antd';
import { formatDate } from '../../utils/date';

/** 审批截止 (jzsj): red once the day has passed while the renewal still waits. */
export function Deadline({ value, live = true, testId }: { value: unknown; live?: boolean; testId?: string }) {
  const date = typeof value === 'string' ? formatDate(value) : '';
  if (!date) return <span data-testid={testId}>—</span>;
  const overdue = live && date < businessToday();
  return (
    <Typography.Text type={overdue ? 'danger' : undefined} strong={overdue} data-testid={testId}>
      {date}
    </Typography.Text>
  );
}
