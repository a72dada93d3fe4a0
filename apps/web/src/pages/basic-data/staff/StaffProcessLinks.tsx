import type { TStaffDetail } from '@hris/contract';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { startPathFor } from '../../../processes/shared/start-preset';
import { useStartableFlows } from '../../../processes/shared/useStartableFlows';

/** The processes that change what the staff record shows read-only, in the order people use them. */
const PROCESS_LINKS = [
  { flowId: 18, key: 'transfer', storeOnly: true },
  { flowId: 32, key: 'jobChange', storeOnly: true },
  { flowId: 15, key: 'resign', storeOnly: false },
] as const;

/** Which of 调店 (18), 调岗 (32), 离职 (15) this person's record offers: active people, store-only flows for store staff. */
export function staffProcessFlows(
  staff: Pick<TStaffDetail, 'status' | 'employeeType'>,
  startable: ReadonlySet<number>,
) {
  if (staff.status !== 1) return [];
  return PROCESS_LINKS.filter((p) => startable.has(p.flowId) && (!p.storeOnly || staff.employeeType === 'store'));
}

/**
 * Links that start, for this employee, the processes that change the fields a staff record keeps
 * read-only (store, position, rank, status): each only when the user may start that flow
 * (GetCanStartedWFList), opening its start page with the person preselected (?employeeId=).
 */
export function StaffProcessLinks({ staff }: { staff: Pick<TStaffDetail, 'employeeId' | 'status' | 'employeeType'> }) {
  const { t } = useTranslation();
  const startable = useStartableFlows();
  const links = staffProcessFlows(staff, startable);
  if (links.length === 0) return null;
  return (
    <Space size="middle" data-testid="staff-process-links">
      <span>{t('bd.staff.startProcess')}</span>
      {links.map((p) => (
        <Link key={p.flowId} to={startPathFor(p.flowId, staff.employeeId)} data-testid={`staff-start-${p.flowId}`}>
          {t(`bd.staff.processLinks.${p.key}`)}
        </Link>
      ))}
    </Space>
  );
}
