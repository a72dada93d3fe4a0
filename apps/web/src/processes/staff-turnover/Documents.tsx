import { FileWordOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadDimissionProof, downloadResignFile } from '../../api/staff-turnover';
import '../i18n';
import { staffTurnover } from './meta';

/** A download button whose failure the shared HTTP layer has already shown. */
function DownloadButton({ label, testId, download }: { label: string; testId: string; download: () => Promise<void> }) {
  const [loading, setLoading] = useState(false);
  return (
    <Button
      icon={<FileWordOutlined />}
      loading={loading}
      data-testid={testId}
      onClick={async () => {
        setLoading(true);
        try {
          await download();
        } catch {
          // The server's message is shown by the HTTP layer.
        } finally {
          setLoading(false);
        }
      }}
    >
      {label}
    </Button>
  );
}

/** 离职证明 of a resigned employee (the staff detail page and a finished resignation). */
export function DimissionProofButton({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation(staffTurnover.ns);
  return (
    <DownloadButton
      label={t('downloadProof')}
      testId="turnover-download-proof"
      download={() => downloadDimissionProof(employeeId)}
    />
  );
}

/**
 * The documents of a resignation: 离职申请表 always, 离职证明 once it has finished (the employee
 * has then left).
 */
export function ResignationDocuments({
  workId,
  employeeId,
  finished,
}: {
  workId: number | undefined;
  employeeId: string | undefined;
  finished: boolean;
}) {
  const { t } = useTranslation(staffTurnover.ns);
  if (!workId) return null;
  return (
    <Space wrap data-testid="turnover-documents">
      <DownloadButton
        label={t('downloadResignFile')}
        testId="turnover-download-resign-file"
        download={() => downloadResignFile(workId)}
      />
      {finished && employeeId && <DimissionProofButton employeeId={employeeId} />}
    </Space>
  );
}
