import { HEALTH_IMPORT_HEADERS, HealthPaths } from '@hris/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadPost } from '../../api/export';
import { healthKeys, importHealthSheet } from '../../api/health';
import { ImportDialog } from '../../components/ImportDialog';
import { toastSuccess } from '../../feedback';
import './i18n';

/** 导入健康证: the template, the upload, and a refused file's problems row by row. */
export function HealthImport({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <ImportDialog
      open={open}
      onClose={onClose}
      title={t('health.importTitle')}
      rules={t('health.importRules', { columns: HEALTH_IMPORT_HEADERS.join('、') })}
      template={() => downloadPost(HealthPaths.downloadTemplate, {}, '健康证导入模板.xlsx')}
      send={importHealthSheet}
      onImported={async (count) => {
        toastSuccess(t('health.imported', { count }));
        await queryClient.invalidateQueries({ queryKey: healthKeys.all });
      }}
      testId="health-import"
    />
  );
}
