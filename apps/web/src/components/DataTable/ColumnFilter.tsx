import { Button, Input, Select, Spin } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastWarning } from '../../feedback';
import { validateRange } from './columns';
import type { ColumnFilterConfig, FilterValue } from './types';

interface Props {
  config: ColumnFilterConfig;
  value: FilterValue | undefined;
  onApply: (value: FilterValue) => void;
  onReset: () => void;
  close: () => void;
}

type Bound = FilterValue['search'];

const DateRangeFilterField = lazy(() => import('./DateRangeFilterField'));
const NumberRangeFilterField = lazy(() => import('./NumberRangeFilterField'));

/**
 * The header filter dropdown of a column: text, select, date range or number range. Apply sets
 * isSearch true (range bounds checked first, spec §5); reset clears the values.
 */
export function ColumnFilter({ config, value, onApply, onReset, close }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState<Bound>(value?.search ?? null);
  const [searchTwo, setSearchTwo] = useState<Bound>(value?.searchTwo ?? null);

  useEffect(() => {
    setSearch(value?.search ?? null);
    setSearchTwo(value?.searchTwo ?? null);
  }, [value]);

  const apply = () => {
    if (config.type === 'numberRange' || config.type === 'dateRange') {
      const problem = validateRange(search, searchTwo, config.type === 'numberRange' ? 'number' : 'date');
      if (problem) {
        toastWarning(problem === 'incomplete' ? t('table.rangeIncomplete') : t('table.rangeInvalid'));
        return;
      }
    } else if (search === null || search === '') {
      // Applying an empty text or select filter is the same as clearing it.
      onReset();
      close();
      return;
    }
    onApply({
      search,
      searchTwo: config.type === 'numberRange' || config.type === 'dateRange' ? searchTwo : null,
      isSearch: true,
    });
    close();
  };

  const reset = () => {
    setSearch(null);
    setSearchTwo(null);
    onReset();
    close();
  };

  let field: ReactNode;
  switch (config.type) {
    case 'text':
      field = (
        <Input
          autoFocus
          allowClear
          value={search === null ? '' : String(search)}
          placeholder={config.placeholder ?? t('table.searchPlaceholder')}
          onChange={(e) => setSearch(e.target.value)}
          onPressEnter={apply}
          data-testid="filter-text"
        />
      );
      break;
    case 'select':
      field = (
        <Select
          allowClear
          value={search ?? undefined}
          options={config.options}
          placeholder={t('table.selectPlaceholder')}
          onChange={(v: string | number | undefined) => setSearch(v ?? null)}
          className="hris-filter__select"
          data-testid="filter-select"
        />
      );
      break;
    case 'dateRange':
      field = (
        <Suspense fallback={<Spin size="small" />}>
          <DateRangeFilterField
            search={search}
            searchTwo={searchTwo}
            onChange={(from, to) => {
              setSearch(from);
              setSearchTwo(to);
            }}
          />
        </Suspense>
      );
      break;
    case 'numberRange':
      field = (
        <Suspense fallback={<Spin size="small" />}>
          <NumberRangeFilterField
            config={config}
            search={search}
            searchTwo={searchTwo}
            onSearch={setSearch}
            onSearchTwo={setSearchTwo}
          />
        </Suspense>
      );
      break;
  }

  return (
    <div className="hris-filter">
      <div className="hris-filter__field">{field}</div>
      <div className="hris-filter__actions">
        <Button size="small" type="link" onClick={reset} data-testid="filter-reset">
          {t('table.reset')}
        </Button>
        <Button size="small" type="primary" onClick={apply} data-testid="filter-apply">
          {t('table.search')}
        </Button>
      </div>
    </div>
  );
}
