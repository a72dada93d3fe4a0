import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { shown, ViewGrid } from '../shared/view';
import './staff-turnover.css';
import { passiveInThreePeriods } from './fields';
import { staffTurnover } from './meta';

/** What the server writes into the resignation from Basic data, shown read-only. */
export interface ResignationFacts {
  shopCode?: string;
  shopName?: string;
  regionName?: string;
  positionName?: string;
  entryDate?: string;
  contractEndDay?: string;
  isThreePeriods: boolean;
  threePeriodEndDay?: string;
  isUser?: boolean;
  dimissionMonth?: string;
}

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The facts as a stored form holds them. */
export function factsFromForm(form: Record<string, unknown>): ResignationFacts {
  return {
    shopCode: str(form.shopCode),
    shopName: str(form.shopName),
    regionName: str(form.regionName),
    positionName: str(form.positionName),
    entryDate: str(form.entryDate),
    contractEndDay: str(form.contractEndDay),
    isThreePeriods: form.isThreePeriodsTitle === '是',
    threePeriodEndDay: str(form.threePeriodEndDay),
    isUser: typeof form.isUser === 'boolean' ? form.isUser : undefined,
    dimissionMonth: str(form.dimissionMonth),
  };
}

/** Store, region, position, dates, 三期 and the HRIS account of the leaver. */
export function ResignationFactsGrid({ facts }: { facts: ResignationFacts }) {
  const { t } = useTranslation(staffTurnover.ns);
  const shop = [facts.shopCode, facts.shopName].filter(Boolean).join(' ');
  return (
    <ViewGrid
      testId="turnover-facts"
      items={[
        { key: 'shop', label: t('wf.form.shop'), children: shown(shop) },
        { key: 'region', label: t('region'), children: shown(facts.regionName) },
        { key: 'position', label: t('position'), children: shown(facts.positionName) },
        { key: 'entryDate', label: t('entryDate'), children: shown(facts.entryDate) },
        { key: 'contractEnd', label: t('contractEndDay'), children: shown(facts.contractEndDay) },
        {
          key: 'threePeriods',
          label: t('threePeriods'),
          children: (
            <span data-testid="turnover-three-periods">
              {facts.isThreePeriods ? (
                <Tag color="magenta">
                  {facts.threePeriodEndDay ? t('threePeriodsUntil', { end: facts.threePeriodEndDay }) : t('yes')}
                </Tag>
              ) : (
                t('no')
              )}
            </span>
          ),
        },
        ...(facts.isUser === undefined
          ? []
          : [
              {
                key: 'isUser',
                label: t('isUser'),
                children: <span data-testid="turnover-is-user">{facts.isUser ? t('yes') : t('no')}</span>,
              },
            ]),
        ...(facts.dimissionMonth
          ? [{ key: 'dimissionMonth', label: t('dimissionMonth'), children: shown(facts.dimissionMonth) }]
          : []),
      ]}
    />
  );
}

/** 被动离职 of an employee in 三期: the server refuses it, so the form says so at once. */
export function ThreePeriodsWarning({ type, facts }: { type: unknown; facts: ResignationFacts | null }) {
  const { t } = useTranslation(staffTurnover.ns);
  if (!facts || !passiveInThreePeriods(type, facts.isThreePeriods)) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="st-alert"
      title={t('threePeriodsPassive', { end: facts.threePeriodEndDay ?? '' })}
      data-testid="turnover-three-periods-warning"
    />
  );
}
