import { PlusOutlined } from '@ant-design/icons';
import { PositionPaths, type TPositionRow } from '@hris/contract';
import { Button, Card, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { getPositionList } from '../../../api/basic-data';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { ExportButton, useEditable, useTrackedRequest } from '../shared/components';

/** 职位信息: positions with their employee type, default rank and headcount. */
export default function PositionListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editable = useEditable('PositionList');
  const { request, lastParams } = useTrackedRequest(getPositionList);

  const columns = useMemo<DataColumn<TPositionRow>[]>(
    () => [
      { type: 'text', key: 'code', name: t('bd.position.code'), sortable: true, width: 140, filter: { type: 'text' } },
      { type: 'text', key: 'name', name: t('bd.position.name'), sortable: true, width: 160, filter: { type: 'text' } },
      {
        key: 'employeeType',
        name: t('bd.staff.employeeType'),
        sortable: true,
        width: 130,
        filter: {
          type: 'select',
          options: [
            { label: t('bd.position.store'), value: 'store' },
            { label: t('bd.position.office'), value: 'office' },
          ],
        },
        slot: (row) => (row.employeeType === 'store' ? t('bd.position.store') : t('bd.position.office')),
      },
      {
        type: 'text',
        key: 'defaultRank',
        name: t('bd.position.defaultRank'),
        sortable: true,
        width: 110,
        filter: { type: 'text' },
      },
      {
        key: 'isActive',
        name: t('bd.position.isActive'),
        sortable: true,
        width: 100,
        filter: {
          type: 'select',
          options: [
            { label: t('bd.common.enabled'), value: 'true' },
            { label: t('bd.common.disabled'), value: 'false' },
          ],
        },
        slot: (row) => (
          <Tag color={row.isActive ? 'green' : 'default'}>
            {row.isActive ? t('bd.common.enabled') : t('bd.common.disabled')}
          </Tag>
        ),
      },
      { key: 'headcount', name: t('bd.shop.headcount'), type: 'number', sortable: true, width: 100 },
      ...(editable
        ? [
            {
              key: 'actions',
              name: t('common.actions'),
              width: 80,
              slot: (row: TPositionRow) => (
                <Link to={`/basicData/positionEdit?id=${row.id}`}>{t('bd.common.edit')}</Link>
              ),
            },
          ]
        : []),
    ],
    [t, editable],
  );

  return (
    <Card variant="borderless" data-testid="position-list">
      <div className="bd-toolbar" style={{ marginBottom: 12 }}>
        <span>{t('bd.position.hint')}</span>
        <div className="bd-toolbar__actions">
          {editable && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/basicData/positionEdit')}>
              {t('bd.position.add')}
            </Button>
          )}
          <ExportButton path={PositionPaths.exportPositionList} params={lastParams} fallbackName="职位信息.xlsx" />
        </div>
      </div>
      <DataTable<TPositionRow>
        columns={columns}
        queryKey={['bd', 'positionList']}
        request={request}
        rowKey={(r) => r.id}
      />
    </Card>
  );
}
