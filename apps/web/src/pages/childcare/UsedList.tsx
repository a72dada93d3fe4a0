import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CHILDCARE_IMPORT_HEADERS,
  CHILDCARE_TEMPLATE_FILE,
  ChildcarePaths,
  type TChildcareUseRow,
  TEMPLATE_BASE,
} from '@hris/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelChildcareUse, childcareKeys, getChildcareUses, importChildcareUses } from '../../api/childcare';
import { downloadPost } from '../../api/export';
import type { DataColumn } from '../../components/DataTable';
import { useEditable } from '../../components/EditAccess';
import { ImportDialog } from '../../components/ImportDialog';
import { ListPage } from '../../components/ListPage';
import { toastSuccess } from '../../feedback';
import { orDash } from '../../utils/text';
import { usePerEmployeeColumns } from '../basic-data/shared/employee-columns';
import { UseDialog } from './UseDialog';
import './i18n';

/** The vacation tool template (spec §7: under /api/wwwroot/template/, with a random version). */
const downloadTemplate = () =>
  downloadPost(
    `${TEMPLATE_BASE}${encodeURIComponent(CHILDCARE_TEMPLATE_FILE)}?v=${Math.random().toString(36).slice(2, 10)}`,
    {},
    CHILDCARE_TEMPLATE_FILE,
  );

/** 使用记录: each use of childcare leave in scope; record one, import many, cancel one (logged). */
export default function ChildcareUsedListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const employee = usePerEmployeeColumns<TChildcareUseRow>();
  const editable = useEditable('ChildcareOfUsed');
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [cancelling, setCancelling] = useState<TChildcareUseRow | null>(null);
  const columns = useMemo<DataColumn<TChildcareUseRow>[]>(
    () => [
      ...employee,
      { key: 'childName', name: t('childcare.childName'), type: 'text', width: 110, filter: { type: 'text' } },
      {
        key: 'startDate',
        name: t('childcare.startDate'),
        type: 'date',
        width: 130,
        sortable: true,
        filter: { type: 'dateRange' },
      },
      { key: 'endDate', name: t('childcare.endDate'), type: 'date', width: 120 },
      { key: 'days', name: t('childcare.days'), type: 'number', width: 80, sortable: true },
      { key: 'remark', name: t('childcare.remark'), width: 180, ellipsis: true, slot: (row) => orDash(row.remark) },
      { key: 'createdByName', name: t('childcare.createdBy'), width: 100, slot: (row) => orDash(row.createdByName) },
      { key: 'createdTime', name: t('childcare.createdTime'), type: 'datetime', width: 160 },
      ...(editable
        ? [
            {
              key: 'actions',
              name: t('common.actions'),
              fixed: 'right' as const,
              width: 80,
              slot: (row: TChildcareUseRow) => (
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => setCancelling(row)}
                  data-testid="childcare-use-cancel"
                >
                  {t('childcare.cancelUse')}
                </Button>
              ),
            },
          ]
        : []),
    ],
    [t, employee, editable],
  );
  return (
    <>
      <ListPage<TChildcareUseRow>
        testId="childcare-use-list"
        queryKey={childcareKeys.uses}
        hint={t('childcare.recordHint')}
        actions={
          editable && (
            <Space>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setAdding(true)}
                data-testid="childcare-use-add"
              >
                {t('childcare.addUse')}
              </Button>
              <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="childcare-import">
                {t('childcare.import')}
              </Button>
            </Space>
          )
        }
        exportTo={{ path: ChildcarePaths.exportUsedPageList, title: 'route.childcareRecord', file: '育儿假使用记录' }}
        columns={columns}
        request={getChildcareUses}
        rowKey={(row) => row.id}
      />
      {adding && <UseDialog onClose={() => setAdding(false)} />}
      {cancelling && <CancelDialog row={cancelling} onClose={() => setCancelling(null)} />}
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        title={t('childcare.importTitle')}
        rules={t('childcare.importRules', { columns: CHILDCARE_IMPORT_HEADERS.join('、') })}
        template={downloadTemplate}
        send={importChildcareUses}
        onImported={async (count) => {
          toastSuccess(t('childcare.imported', { count }));
          await queryClient.invalidateQueries({ queryKey: childcareKeys.all });
        }}
        testId="childcare-import"
      />
    </>
  );
}

function CancelDialog({ row, onClose }: { row: TChildcareUseRow; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={t('childcare.cancelTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={busy}
      okButtonProps={{ danger: true }}
      destroyOnHidden
    >
      <p>
        {row.employeeLabel}　{row.childName}　{row.startDate} ~ {row.endDate}　
        {t('childcare.daysUnit', { days: row.days })}
      </p>
      <Form
        form={form}
        layout="vertical"
        onFinish={async ({ reason }) => {
          setBusy(true);
          try {
            await cancelChildcareUse(row.id, reason);
            toastSuccess(t('childcare.cancelled'));
            await queryClient.invalidateQueries({ queryKey: childcareKeys.all });
            onClose();
          } finally {
            setBusy(false);
          }
        }}
      >
        <Form.Item
          name="reason"
          label={t('childcare.cancelReason')}
          rules={[{ required: true, message: t('childcare.reasonRequired') }]}
        >
          <Input.TextArea rows={2} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
