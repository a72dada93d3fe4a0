import { Tag } from 'antd';

/** Remaining days: green while some are left, grey at none (of none granted), orange when used up. */
export function RemainingDays({ remaining, granted }: { remaining: number; granted: number }) {
  const color = remaining > 0 ? 'green' : granted > 0 ? 'orange' : 'default';
  return (
    <Tag color={color} data-testid="childcare-remaining">
      {remaining}
    </Tag>
  );
}
