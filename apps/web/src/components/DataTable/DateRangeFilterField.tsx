import { DATE_FORMAT } from '@hris/contract';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { FilterValue } from './types';

type Bound = FilterValue['search'];

/**
 * The date range of a column filter. Loaded when a date filter is first opened: the date picker,
 * one of antd's larger components, is not part of a list page's first load.
 */
export default function DateRangeFilterField({
  search,
  searchTwo,
  onChange,
}: {
  search: Bound;
  searchTwo: Bound;
  onChange: (search: string | null, searchTwo: string | null) => void;
}) {
  return (
    <DatePicker.RangePicker
      allowEmpty={[true, true]}
      value={[search ? dayjs(String(search)) : null, searchTwo ? dayjs(String(searchTwo)) : null]}
      format={DATE_FORMAT}
      onChange={(range) =>
        onChange(range?.[0] ? range[0].format(DATE_FORMAT) : null, range?.[1] ? range[1].format(DATE_FORMAT) : null)
      }
      data-testid="filter-date-range"
    />
  );
}
