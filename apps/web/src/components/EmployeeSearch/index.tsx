import {
  EMPLOYEE_SEARCH_DELAY_MS,
  EMPLOYEE_STATUS_TEXT,
  employeeLabel as formatEmployee,
  type TStartBlock,
} from '@hris/contract';
import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EmployeeSearchResult, searchEmployee } from '../../api/user';
import './employee-search.css';

/** Displayed employee value (spec §9): name-employeeId, as the contract spells it. */
export function employeeLabel(employee: { name: string; employeeId: string }): string {
  return formatEmployee(employee.name, employee.employeeId);
}

/**
 * A task row's target as shown: name-employeeId for a person, the store's name for a work about a
 * store (节日礼品名单, no employee number), — for none.
 */
export function targetText(row: { name?: string | null; employeeId?: string | null }): string {
  if (!row.name) return '—';
  return row.employeeId ? formatEmployee(row.name, row.employeeId) : row.name;
}

/** Why a process cannot be started for someone, as the user reads it: their status, or the work already running. */
export function useStartBlockText() {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  return (blocked: TStartBlock) =>
    blocked.runningFlowNo
      ? t('employeeSearch.blockedRunning', { flow: blocked.runningFlowName, flowNo: blocked.runningFlowNo })
      : t('employeeSearch.blockedStatus', {
          status: EMPLOYEE_STATUS_TEXT[blocked.status ?? -1]?.[english ? 'en' : 'zh'] ?? blocked.status,
        });
}

export interface EmployeeSearchProps {
  value?: string;
  onChange?: (employeeId: string | undefined, employee?: EmployeeSearchResult) => void;
  /** The caller's search action (spec §7); defaults to /api/User/SearchEmployee. */
  search?: (keyword: string) => Promise<EmployeeSearchResult[]>;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  /** People to offer before any search (a preselected value needs its label). */
  initialOptions?: EmployeeSearchResult[];
  /** Given by Form.Item: its label names the field (for="…"). */
  id?: string;
}

/**
 * Employee lookup by name or number. Spec §5: the search runs only for non-empty text, 200 ms
 * after the last keystroke; answers to older keystrokes are dropped.
 */
export function EmployeeSearch({
  value,
  onChange,
  search = (keyword) => searchEmployee(keyword),
  placeholder,
  disabled,
  className,
  initialOptions,
  id,
}: EmployeeSearchProps) {
  const { t } = useTranslation();
  const blockedText = useStartBlockText();
  const [options, setOptions] = useState<EmployeeSearchResult[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sequence = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (initialOptions?.length) setOptions(initialOptions);
  }, [initialOptions]);

  const onSearch = (text: string) => {
    clearTimeout(timer.current);
    const keyword = text.trim();
    const current = ++sequence.current;
    if (!keyword) {
      setLoading(false);
      setOptions([]);
      return;
    }
    timer.current = setTimeout(() => {
      setLoading(true);
      search(keyword)
        .then((rows) => {
          if (current === sequence.current) setOptions(rows);
        })
        .catch(() => {
          if (current === sequence.current) setOptions([]);
        })
        .finally(() => {
          if (current === sequence.current) setLoading(false);
        });
    }, EMPLOYEE_SEARCH_DELAY_MS);
  };

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch }}
      allowClear
      className={className}
      value={value}
      disabled={disabled}
      placeholder={placeholder ?? t('employeeSearch.placeholder')}
      notFoundContent={loading ? <Spin size="small" /> : t('employeeSearch.empty')}
      options={options.map((employee) => ({
        value: employee.employeeId,
        // Offered but not chosen: the reason is read where the person is found.
        disabled: Boolean(employee.blocked),
        label: employee.blocked ? (
          <span className="employee-search__blocked" data-testid="employee-search-blocked">
            {employeeLabel(employee)}
            <span className="employee-search__why">{blockedText(employee.blocked)}</span>
          </span>
        ) : (
          employeeLabel(employee)
        ),
      }))}
      onChange={(employeeId: string | undefined) =>
        onChange?.(
          employeeId,
          options.find((o) => o.employeeId === employeeId),
        )
      }
      data-testid="employee-search"
    />
  );
}
