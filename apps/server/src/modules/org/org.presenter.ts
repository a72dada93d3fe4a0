import type { ShopCityRow } from './org.repository';

/** A shop as the picker shows it: its org path only served the scope. */
export function presentShopCity({ orgPath: _path, ...row }: ShopCityRow) {
  return row;
}
