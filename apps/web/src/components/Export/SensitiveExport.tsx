import type { TSensitiveExport } from '@hris/contract';
import { Alert, type ButtonProps, Checkbox, Form, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../stores/permission';
import { PurposeFields, type PurposeValues, purposeOf } from '../SensitiveValue/PurposeFields';
import '../SensitiveValue/sensitive-value.css';

export interface SensitiveExportOption {
  /** The 含敏感信息 checkbox, for holders of SensitiveData on an export that offers it; else null. */
  option: ReactNode;
  /** The dialog asking why (render it once beside the option). */
  dialog: ReactNode;
  /**
   * Runs an export: at once and masked when the box is not ticked; otherwise once 原因 (and 说明)
   * are given, with `sensitive` for the request.
   */
  ask: (run: (sensitive?: TSensitiveExport) => void) => void;
}

/**
 * What masked data an export carries: true for identity numbers and phones, 'salary' for salary
 * figures (the 含敏感信息 option and its notice name them); false for none.
 */
export type SensitiveExportKind = boolean | 'salary';

/**
 * 含敏感信息 (issue 38): an export in clear of identity numbers and phones (or salary figures), for
 * a holder of 敏感信息查看 only, and only with a stated purpose; the server watermarks and logs the
 * file. Without it every export is masked. `offered`: the export carries such data at all.
 */
export function useSensitiveExport(offered: SensitiveExportKind = true): SensitiveExportOption {
  const { t } = useTranslation();
  const allowed = useHasPermission('SensitiveData') && offered !== false;
  const salary = offered === 'salary';
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState<{ run: (sensitive?: TSensitiveExport) => void } | null>(null);
  const [form] = Form.useForm<PurposeValues>();

  const ask = (run: (sensitive?: TSensitiveExport) => void) => {
    if (allowed && checked) setPending({ run });
    else run(undefined);
  };

  const option = allowed ? (
    <Checkbox checked={checked} onChange={(e) => setChecked(e.target.checked)} data-testid="export-sensitive">
      {t(salary ? 'privacy.exportOptionSalary' : 'privacy.exportOption')}
    </Checkbox>
  ) : null;

  const dialog = allowed ? (
    <Modal
      open={pending !== null}
      title={t('privacy.exportTitle')}
      okText={t('common.export')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={() => setPending(null)}
      destroyOnHidden
      width={460}
      okButtonProps={{ 'data-testid': 'export-sensitive-confirm' } as ButtonProps}
    >
      <Alert
        type="warning"
        showIcon
        className="hris-sensitive__notice"
        title={t(salary ? 'privacy.exportNoticeSalary' : 'privacy.exportNotice')}
      />
      <Form<PurposeValues>
        form={form}
        name="sensitive-export"
        layout="vertical"
        preserve={false}
        onFinish={(values) => {
          pending?.run(purposeOf(values));
          setPending(null);
          // Clear values are the exception: the next export is masked unless asked again.
          setChecked(false);
        }}
      >
        <PurposeFields testId="export-sensitive" />
      </Form>
    </Modal>
  ) : null;

  return { option, dialog, ask };
}
