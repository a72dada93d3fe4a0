import { EMPLOYEE_SEARCH_DELAY_MS } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickUser } from '../../../api/approval';
import '../../../processes/i18n';
import '../../../processes/shared/process-form.css';

/** Where a picker finds its people: the query key for a keyword, and the call. */
export interface PickUserSource {
  key: (keyword: string) => readonly unknown[];
  fetch: (keyword: string) => Promise<PickUser[]>;
}

export interface PickUsersProps {
  source: PickUserSource;
  max: number;
  value?: number[];
  onChange?: (userIds: number[]) => void;
  /** The chosen people, in the order chosen (an added approvers' order of approval). */
  onUsersChange?: (users: PickUser[]) => void;
  /** The people of a value given from outside (a dialog starting from the page's choice), for their labels. */
  initialUsers?: readonly PickUser[];
  /** People who may not be chosen (oneself). */
  excludeIds?: readonly number[];
  placeholder?: string;
  id?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

export function pickUserLabel(user: PickUser): string {
  return `${user.name}（${user.account}）`;
}

/**
 * Several users searched by name or account as one types (抄送人, 加签人): each offered with their
 * department and the role that qualifies them. The list loads when first opened; a chosen user
 * keeps their label while another keyword is typed.
 */
export function PickUsers({
  source,
  max,
  value,
  onChange,
  onUsersChange,
  initialUsers = [],
  excludeIds = [],
  placeholder,
  id,
  ...rest
}: PickUsersProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<PickUser[]>(() => [...initialUsers]);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), EMPLOYEE_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const users = useQuery({
    queryKey: source.key(keyword),
    queryFn: () => source.fetch(keyword),
    enabled: opened || keyword !== '',
    staleTime: 60_000,
  });
  const found = (users.data ?? []).filter((u) => !excludeIds.includes(u.userId));
  const options = [...chosen.filter((c) => !found.some((u) => u.userId === c.userId)), ...found];

  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      value={value ?? []}
      maxCount={max}
      allowClear
      placeholder={placeholder ?? t('wf.user.placeholder')}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
      notFoundContent={users.isFetching ? <Spin size="small" /> : t('wf.user.empty')}
      options={options.map((u) => ({ value: u.userId, label: pickUserLabel(u), user: u }))}
      optionRender={(option) => (
        <div className="wf-option">
          <span>{option.label}</span>
          <span className="wf-option__meta">
            {[option.data.user.orgUnitName, option.data.user.roleText].filter(Boolean).join(' · ')}
          </span>
        </div>
      )}
      onChange={(ids) => {
        const known = new Map([...chosen, ...options].map((u) => [u.userId, u]));
        const next = ids.map((userId) => known.get(userId)).filter((u): u is PickUser => u !== undefined);
        setChosen(next);
        onUsersChange?.(next);
        onChange?.(ids);
      }}
      aria-describedby={rest['aria-describedby']}
      data-testid={rest['data-testid'] ?? 'pick-users'}
    />
  );
}
