import {
  PERSONNEL_CHANGE_TYPE_TEXT,
  POSITION_CHANGE_KIND_TEXT,
  POSITION_CHANGE_KINDS,
  type TChangeOfPersonnelRow,
  type TPersonnelChangeType,
} from '@hris/contract';
import { type Form, formField, formOption, presentWorkListRow, sheetTimes } from '../../lists/work-list.presenter';
import type { ChangeRow } from './change-of-personnel.repository';

/** 调店 / 调店并调岗 by flow 18's changeTheType, 调岗 for flow 32. */
function changeType(flowId: number, form: Form): TPersonnelChangeType | null {
  if (flowId === 32) return 'position';
  if (form.changeTheType === 'shop' || form.changeTheType === 'shopAndPosition') return form.changeTheType;
  return null;
}

export function presentChangeRow(r: ChangeRow): TChangeOfPersonnelRow {
  const form = (r.formData ?? {}) as Form;
  const type = changeType(r.flowId, form);
  const kind = formOption(form, 'changeKind', POSITION_CHANGE_KINDS);
  const applied = r.applied ?? null;
  return {
    ...presentWorkListRow(r),
    type,
    typeText: type ? PERSONNEL_CHANGE_TYPE_TEXT[type] : '',
    changeKind: kind,
    changeKindText: kind ? POSITION_CHANGE_KIND_TEXT[kind] : '',
    newShopCode: formField(form, 'newShopCode'),
    newShopName: formField(form, 'newShopName'),
    newRegionName: formField(form, 'newRegionName'),
    positionName: formField(form, 'positionName'),
    newPositionName: formField(form, 'newPositionName'),
    rank: formField(form, 'rank'),
    newRank: formField(form, 'newRank'),
    effectiveTime: formField(form, 'effectiveTime'),
    applied,
    appliedText: applied === null ? '' : applied ? '已生效' : '未生效',
  };
}

/** The sheet shows times in China as YYYY-MM-DD HH:mm. */
export function presentChangeSheetRow(r: ChangeRow) {
  return sheetTimes(presentChangeRow(r), r);
}
