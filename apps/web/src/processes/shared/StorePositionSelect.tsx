import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { getPositionOptions, type PositionOption } from '../../api/workflow';

/** Store positions (cached: they rarely change within a day; the start forms share the key). */
export function useStorePositions() {
  return useQuery({
    queryKey: ['task', 'options', 'positions', 'store'],
    queryFn: () => getPositionOptions('store'),
    staleTime: 10 * 60_000,
  });
}

/**
 * A store position, searched by name, as the control of a Form.Item (the value is the position's
 * id; what the item passes goes on to the Select). `onPick` gets the position chosen, whose name
 * and default rank the form fills in beside it.
 */
export function StorePositionSelect({
  onPick,
  testId,
  ...control
}: Omit<SelectProps<number>, 'options'> & { onPick: (position: PositionOption) => void; testId?: string }) {
  const { t } = useTranslation();
  const positions = useStorePositions();
  return (
    <Select<number>
      {...control}
      showSearch={{ optionFilterProp: 'label' }}
      loading={positions.isPending}
      placeholder={t('wf.form.selectPlaceholder')}
      options={(positions.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
      onChange={(id, option) => {
        control.onChange?.(id, option);
        const position = positions.data?.find((p) => p.id === id);
        if (position) onPick(position);
      }}
      data-testid={testId}
    />
  );
}
