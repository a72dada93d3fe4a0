import { Space } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DataColumn } from '../DataTable';

/** Filter options of a yes/no column (the server reads 'true' / 'false'). */
export const booleanOptions = (yes: string, no: string) => [
  { label: yes, value: 'true' },
  { label: no, value: 'false' },
];

export const yesNoOptions = (t: (key: string) => string) => booleanOptions(t('common.yes'), t('common.no'));

/**
 * The first column of a list: the row's key (number, account, code) as a link to its detail,
 * pinned left, sortable and searchable.
 */
export function keyLinkColumn<Row>(
  column: { key: string; name: string; width: number; sortable?: boolean; testId: string },
  link: (row: Row) => { to: string; text: ReactNode },
): DataColumn<Row> {
  return {
    key: column.key,
    name: column.name,
    sortable: column.sortable ?? true,
    fixed: 'left',
    width: column.width,
    filter: { type: 'text' },
    slot: (row) => {
      const { to, text } = link(row);
      return (
        <Link to={to} data-testid={column.testId}>
          {text}
        </Link>
      );
    },
  };
}

/** 操作: 查看 and, with edit rights, 编辑. */
export function actionsColumn<Row>(
  t: (key: string) => string,
  links: { view?: (row: Row) => string; edit?: ((row: Row) => string) | false; testId?: string },
): DataColumn<Row> {
  const { view, edit, testId } = links;
  return {
    key: 'actions',
    name: t('common.actions'),
    fixed: 'right',
    fixedOnMobile: true,
    width: view && edit ? 120 : 80,
    slot: (row) => (
      <Space size={12}>
        {view && (
          <Link to={view(row)} data-testid={testId ? `${testId}-view-link` : undefined}>
            {t('common.view')}
          </Link>
        )}
        {edit && (
          <Link to={edit(row)} data-testid={testId ? `${testId}-edit-link` : undefined}>
            {t('common.edit')}
          </Link>
        )}
      </Space>
    ),
  };
}
