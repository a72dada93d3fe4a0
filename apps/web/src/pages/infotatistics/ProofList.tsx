import { PROOF_APPLY_TYPES, ProofListPaths, type TProofRow } from '@hris/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { wfKeys } from '../../api/keys';
import { getProofList } from '../../api/statistics';
import type { DataColumn } from '../../components/DataTable';
import { ListPage } from '../../components/ListPage';
import { proof } from '../../processes/proof/meta';
import { orDash } from '../../utils/text';
import { useWorkListColumns } from './work-columns';
import './i18n';

const TYPE_COLOR = ['gold', 'blue', 'purple'] as const;

/**
 * 证明信列表: every certificate letter (flow 25) in scope, any state, with its type, purpose and
 * copies, and once issued its number and date; a link to the work (where the letter downloads).
 */
export default function ProofListPage() {
  const { t, i18n } = useTranslation();
  const p = useTranslation(proof.ns).t;
  const english = i18n.language.startsWith('en');
  const work = useWorkListColumns<TProofRow>('proof');

  const columns = useMemo<DataColumn<TProofRow>[]>(
    () => [
      work.flowNo,
      work.employee,
      work.shop,
      work.region,
      { key: 'positionName', name: p('position'), width: 110, slot: (row) => orDash(row.positionName) },
      {
        key: 'applyType',
        name: p('applyType'),
        width: 120,
        filter: {
          type: 'select',
          options: PROOF_APPLY_TYPES.map((a) => ({ label: english ? a.labelEn : a.label, value: String(a.value) })),
        },
        slot: (row) =>
          row.applyType === null ? (
            '—'
          ) : (
            <Tag color={TYPE_COLOR[row.applyType] ?? 'default'}>
              {english ? PROOF_APPLY_TYPES[row.applyType]?.labelEn : row.applyTypeTitle}
            </Tag>
          ),
      },
      { key: 'purpose', name: p('purpose'), width: 180, ellipsis: true, slot: (row) => orDash(row.purpose) },
      { key: 'copies', name: p('copies'), width: 70, slot: (row) => orDash(row.copies) },
      {
        key: 'letterNo',
        name: p('letterNo'),
        width: 150,
        filter: { type: 'text' },
        slot: (row) => orDash(row.letterNo),
      },
      {
        key: 'issuedOn',
        name: p('issuedOn'),
        type: 'date',
        sortable: true,
        width: 120,
        filter: { type: 'dateRange' },
      },
      work.node,
      work.status,
      work.starter,
      work.startedTime,
      work.finishedTime,
    ],
    [p, work, english],
  );

  return (
    <ListPage<TProofRow>
      testId="proof-list"
      queryKey={wfKeys.proofs}
      hint={t('feature.proofList')}
      exportTo={{ path: ProofListPaths.exportProofPageList, title: 'route.proofList', file: '证明信列表' }}
      columns={columns}
      request={getProofList}
      rowKey={(row) => row.workId}
    />
  );
}
