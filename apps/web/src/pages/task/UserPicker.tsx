import { EMPLOYEE_SEARCH_DELAY_MS } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTransferUserList, type TransferUser } from '../../api/workflow';
import '../../processes/i18n';
import '../../processes/shared/process-form.css';

export interface UserPickerProps {
  value?: number;
  onChange?: (userId: number | undefined, user?: TransferUser) => void;
  /** Users that may not be chosen (the current handler, oneself). */
  excludeIds?: readonly number[];
  /** Offer only those who may decide this to-do's step (a transfer). */
  taskId?: number;
  /** Offer only those who may stand in for me (a substitute). */
  forSubstitute?: boolean;
  placeholder?: string;
  className?: string;
  id?: string;
  /** The name a screen reader reads where no form label names the picker. */
  'aria-label'?: string;
  'data-testid'?: string;
}

/** A system user by name or account (GetTransferUserList), searched as one types. */
export function UserPicker({
  value,
  onChange,
  excludeIds = [],
  taskId,
  forSubstitute,
  placeholder,
  className,
  id,
  ...rest
}: UserPickerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), EMPLOYEE_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const users = useQuery({
    queryKey: ['task', 'transferUsers', keyword, taskId ?? null, Boolean(forSubstitute)],
    queryFn: () => getTransferUserList({ keyword: keyword || undefined, taskId, forSubstitute }),
    staleTime: 60_000,
  });
  const [chosen, setChosen] = useState<TransferUser | undefined>();
  const list = (users.data ?? []).filter((u) => !excludeIds.includes(u.userId));
  // Keep the chosen user listed while another keyword is typed, so the value keeps its label.
  const options = chosen && !list.some((u) => u.userId === chosen.userId) ? [chosen, ...list] : list;

  return (
    <Select<number>
      id={id}
      aria-label={rest['aria-label']}
      className={className}
      value={value}
      allowClear
      placeholder={placeholder ?? t('wf.user.placeholder')}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      notFoundContent={users.isFetching ? <Spin size="small" /> : t('wf.user.empty')}
      options={options.map((u) => ({ value: u.userId, label: `${u.name}（${u.account}）`, user: u }))}
      optionRender={(option) => (
        <div className="wf-option">
          <span>{option.label}</span>
          <span className="wf-option__meta">{option.data.user.orgUnitName}</span>
        </div>
      )}
      onChange={(userId) => {
        const user = options.find((u) => u.userId === userId);
        setChosen(user);
        onChange?.(userId, user);
      }}
      data-testid={rest['data-testid'] ?? 'user-picker'}
    />
  );
}
