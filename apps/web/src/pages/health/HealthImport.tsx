import { HEALTH_IMPORT_HEADERS, HealthPaths } from '@hris/contract';
import { downloadPost } from '../../api/export';
import { healthKeys, importHealthSheet } from '../../api/health';
import { ImportSheetDialog } from '../../components/ImportSheetDialog';
import './i18n';

/** 导入健康证: the template, the upload, and a refused file's problems row by row. */
export function HealthImport({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ImportSheetDialog
      open={open}
      onClose={onClose}
      ns="health"
      testId="health"
      columns={HEALTH_IMPORT_HEADERS}
      downloadTemplate={() => downloadPost(HealthPaths.downloadTemplate, {}, '健康证导入模板.xlsx')}
      send={importHealthSheet}
      invalidates={healthKeys.all}
    />
  );
}
