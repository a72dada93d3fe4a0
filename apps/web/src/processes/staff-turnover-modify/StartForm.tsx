import { EMPLOYEE_SEARCH_DELAY_MS, type TFinishedResignation, ZStaffTurnoverModifyFormSchema } from '@hris/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Form, Input, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFinishedResignations } from '../../api/staff-turnover';
import { employeeLabel, useStartBlockText } from '../../components/EmployeeSearch';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import { StartFormShell, useStartForm } from '../shared/StartFormShell';
import { TextAreaItem } from '../shared/TextAreaItem';
import { DimissionChoice } from '../staff-turnover/Choice';
import type { StartFormProps } from '../types';
import {
  diffResignation,
  type ResignationValues,
  resignationValuesOf,
  TURNOVER_MODIFY_START_FIELDS,
  type TurnoverModifyValues,
  toTurnoverModifyInput,
  turnoverModifyConversion,
  valuesOfResignation,
} from './fields';
import { staffTurnoverModify } from './meta';
import { ResignationBefore } from './ViewForm';

/** The picked resignation as shown above the corrections. */
interface Picked {
  flowNo: string;
  workId?: number;
  employee: string;
  shop: string;
  values: ResignationValues;
}

function pickedOf(r: TFinishedResignation): Picked {
  return {
    flowNo: r.flowNo,
    workId: r.workId,
    employee: employeeLabel({ name: r.employeeName, employeeId: r.employeeId }),
    shop: [r.shopCode, r.shopName].filter(Boolean).join(' '),
    values: resignationValuesOf(r),
  };
}

/** On a resubmission: the stored form's `previous` and what the server wrote about the resignation. */
function pickedFromForm(form: Record<string, unknown> | undefined): Picked | null {
  const previous = form?.previous as ResignationValues | undefined;
  if (!form || !previous) return null;
  const str = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : '');
  return {
    flowNo: str('resignationFlowNo'),
    workId: typeof form.resignationWorkId === 'number' ? form.resignationWorkId : undefined,
    employee:
      str('employeeName') && str('employeeId')
        ? employeeLabel({ name: str('employeeName'), employeeId: str('employeeId') })
        : str('employeeId'),
    shop: [str('shopCode'), str('shopName')].filter(Boolean).join(' '),
    values: previous,
  };
}

/**
 * 离职信息变更 start form (staff_turnover_modify): one finished resignation in the caller's scope
 * (searched by name, number or flow number; those with a change running are not offered), its
 * values now, the corrected values (prefilled with them, so a correction changes only what was
 * wrong) and the reason for the change. On a resubmission the resignation stays as it is.
 */
export function TurnoverModifyStartForm(props: StartFormProps) {
  const { t, i18n } = useTranslation(staffTurnoverModify.ns);
  const blockedText = useStartBlockText();
  const start = useStartForm(
    props,
    ZStaffTurnoverModifyFormSchema,
    TURNOVER_MODIFY_START_FIELDS,
    turnoverModifyConversion,
  );
  const { form } = start;
  // The resignation stays as it is on a resubmission.
  const fixed = props.resubmit ? pickedFromForm(props.initial) : null;
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Picked | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), EMPLOYEE_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const resignations = useQuery({
    queryKey: ['task', 'options', 'finished-resignations', search],
    queryFn: () => getFinishedResignations({ search: search || undefined, pageIndex: 1, pageSize: 20 }),
    enabled: !fixed,
    placeholderData: keepPreviousData,
  });
  const picked = fixed ?? chosen;

  const unchangedRule = {
    validator: async () => {
      if (!picked) return;
      const input = toTurnoverModifyInput(form.getFieldsValue(true) as TurnoverModifyValues);
      if (diffResignation(picked.values, input, i18n.language, { yes: '1', no: '0' }).length === 0)
        throw new Error(t('nothingChanges'));
    },
  };

  const list = resignations.data?.list ?? [];
  return (
    <StartFormShell start={start} testId="turnover-modify">
      <FormSection title={t('sectionResignation')}>
        {fixed ? (
          <>
            <Form.Item label={t('resignation')} required extra={t('resignationLocked')}>
              <div className="wf-fixed-value" data-testid="turnover-modify-resignation-fixed">
                {[fixed.flowNo, fixed.employee].filter(Boolean).join(' · ') || '—'}
              </div>
            </Form.Item>
            <Form.Item name="resignationWorkId" hidden>
              <Input />
            </Form.Item>
          </>
        ) : (
          <Form.Item
            label={t('resignation')}
            name="resignationWorkId"
            rules={[{ required: true, message: t('resignationRequired') }]}
            extra={t('resignationHint')}
          >
            <Select<number>
              showSearch={{ filterOption: false, onSearch: setTyped }}
              placeholder={t('resignationPlaceholder')}
              loading={resignations.isFetching}
              notFoundContent={resignations.isFetching ? <Spin size="small" /> : t('noResignations')}
              options={list.map((r) => {
                const label = [
                  r.flowNo,
                  employeeLabel({ name: r.employeeName, employeeId: r.employeeId }),
                  r.shopName,
                  t('lastDayShort', { day: r.lastWorkingDay }),
                ]
                  .filter(Boolean)
                  .join(' · ');
                // Offered but not chosen: the person was rehired, or a change of it is running.
                return r.blocked
                  ? {
                      value: r.workId,
                      disabled: true,
                      label: (
                        <span className="employee-search__blocked" data-testid="turnover-modify-blocked">
                          {label}
                          <span className="employee-search__why">
                            {r.blocked.runningFlowNo ? blockedText(r.blocked) : t('rehired')}
                          </span>
                        </span>
                      ),
                    }
                  : { value: r.workId, label };
              })}
              onChange={(workId) => {
                const found = list.find((r) => r.workId === workId);
                if (!found) return;
                const next = pickedOf(found);
                setChosen(next);
                form.setFieldsValue({
                  ...valuesOfResignation(next.values),
                  employeeId: found.employeeId,
                  employeeName: found.employeeName,
                });
              }}
              data-testid="turnover-modify-resignation"
            />
          </Form.Item>
        )}
        <Form.Item name="employeeId" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="employeeName" hidden>
          <Input />
        </Form.Item>
      </FormSection>

      {picked && (
        <FormSection title={t('sectionBefore')}>
          <ResignationBefore
            flowNo={picked.flowNo}
            workId={picked.workId}
            employee={picked.employee}
            shop={picked.shop}
            values={picked.values}
          />
        </FormSection>
      )}

      <FormSection title={t('sectionChange')}>
        {picked ? (
          <DimissionChoice form={form} testId="turnover-modify" />
        ) : (
          <div className="wf-hint">{t('chooseResignationFirst')}</div>
        )}
      </FormSection>

      <FormSection title={t('sectionReason')}>
        <TextAreaItem
          name="reason"
          rules={[{ required: true, whitespace: true, message: t('reasonRequired') }, unchangedRule]}
          placeholder={t('reasonPlaceholder')}
          testId="turnover-modify-change-reason"
        />
      </FormSection>
    </StartFormShell>
  );
}
