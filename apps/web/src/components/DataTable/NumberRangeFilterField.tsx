import { InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColumnFilterConfig, FilterValue } from './types';

type Bound = FilterValue['search'];

/**
 * The number range of a column filter. Loaded when a number filter is first opened, as the date
 * range is: antd's number input is not part of a list page's first load.
 */
export default function NumberRangeFilterField({
  config,
  search,
  searchTwo,
  onSearch,
  onSearchTwo,
}: {
  config: Extract<ColumnFilterConfig, { type: 'numberRange' }>;
  search: Bound;
  searchTwo: Bound;
  onSearch: (value: number | null) => void;
  onSearchTwo: (value: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space.Compact>
      <InputNumber
        value={search === null || search === '' ? null : Number(search)}
        min={config.min}
        precision={config.precision}
        placeholder={t('table.min')}
        onChange={(v) => onSearch(v ?? null)}
        aria-label={t('table.min')}
        data-testid="filter-min"
      />
      <InputNumber
        value={searchTwo === null || searchTwo === '' ? null : Number(searchTwo)}
        min={config.min}
        precision={config.precision}
        placeholder={t('table.max')}
        onChange={(v) => onSearchTwo(v ?? null)}
        aria-label={t('table.max')}
        data-testid="filter-max"
      />
    </Space.Compact>
  );
}
