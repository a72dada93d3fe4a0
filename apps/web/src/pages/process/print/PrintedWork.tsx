import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { findProcess } from '../../../processes/contract-processes';
import { processMeta, useProcessForms } from '../../../processes/registry';
import { FormSection } from '../../../processes/shared/FormSection';
import { targetLabel } from '../../../processes/shared/view';
import { formatDateTime } from '../../../utils/date';
import type { PrintForm } from './api';
import { sheetPageName } from './page-style';

interface Field {
  key: string;
  label: string;
  value: ReactNode;
}

/** Label | value pairs, three to a row; the last pair of a short row stretches to the edge. */
function FieldTable({ rows, testId }: { rows: Field[][]; testId?: string }) {
  const width = Math.max(...rows.map((row) => row.length));
  return (
    <table className="wf-print__fields" data-testid={testId}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.map((f) => f.key).join()}>
            {row.map((field, index) => (
              <FieldCells
                key={field.key}
                field={field}
                span={index === row.length - 1 ? 1 + 2 * (width - row.length) : 1}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FieldCells({ field, span }: { field: Field; span: number }) {
  return (
    <>
      <th scope="row">{field.label}</th>
      <td colSpan={span > 1 ? span : undefined}>{field.value}</td>
    </>
  );
}

/** The work's form as its view form shows it, read-only (the page sets the grids' print mode). */
function WorkForm({ work }: { work: PrintForm['work'] }) {
  const { t } = useTranslation();
  const forms = useProcessForms(work.flowId);
  if (!processMeta(work.flowId) || !forms) return <p className="wf-print__unknown">{t('wf.start.unknownFlow')}</p>;
  return <forms.ViewForm form={work.form} detail={work} />;
}

/** One approval form on its own sheet: header, the person, the form, history, copies, attachments. */
export function PrintedWork({
  form,
  printerName,
  printTime,
}: {
  form: PrintForm;
  printerName: string;
  printTime: string;
}) {
  const { t, i18n } = useTranslation();
  const { work, progress, copies } = form;
  const info = findProcess(work.flowId);
  const flowName = info && i18n.language.startsWith('en') ? info.nameEn : work.flowName;
  const target = work.target;
  const shop = target?.shopCode ? `${target.shopCode} ${target.shopName ?? ''}`.trim() : null;
  const subject = target ? null : targetLabel(work, work.form);

  const rows: Field[][] = [
    [
      { key: 'flowNo', label: t('wf.head.flowNo'), value: work.flowNo },
      {
        key: 'status',
        label: t('wf.print.status'),
        value: t(`wf.status.${work.status}`, { defaultValue: work.statusText }),
      },
      { key: 'starter', label: t('wf.head.starter'), value: work.starterName },
    ],
    [
      { key: 'startedTime', label: t('wf.head.startedTime'), value: formatDateTime(work.startedTime) },
      work.status === 'running'
        ? { key: 'currentNode', label: t('wf.head.currentNode'), value: work.currentNodeName ?? '—' }
        : { key: 'finishedTime', label: t('wf.head.finishedTime'), value: formatDateTime(work.finishedTime) || '—' },
    ],
  ];
  if (target) {
    rows.push([
      { key: 'employee', label: t('wf.head.target'), value: target.name },
      { key: 'employeeId', label: t('wf.print.employeeId'), value: target.employeeId },
      ...(shop ? [{ key: 'shop', label: t('wf.form.shop'), value: shop }] : []),
    ]);
  } else if (subject) {
    // A work about a store (节日礼品名单) has no person: its subject is the store.
    rows.push([{ key: 'subject', label: t('wf.print.subject'), value: subject }]);
  }

  return (
    <article className="wf-print__sheet" style={{ page: sheetPageName(work.workId) }} data-testid="print-sheet">
      <header className="wf-print__head">
        <div className="wf-print__company" data-testid="print-company">
          {form.companyName}
        </div>
        <h1 className="wf-print__title" data-testid="print-title">
          {t('wf.print.title', { flow: flowName })}
        </h1>
      </header>
      <FieldTable rows={rows} testId="print-basic" />
      {work.stopReason && <p className="wf-print__note">{work.stopReason}</p>}

      <div className="wf-print__form" data-testid="print-form">
        <WorkForm work={work} />
      </div>

      <FormSection title={t('wf.print.history')}>
        <table className="wf-print__table" data-testid="print-history">
          <thead>
            <tr>
              <th className="wf-print__col-step">{t('wf.print.step')}</th>
              <th className="wf-print__col-person">{t('wf.print.processor')}</th>
              <th className="wf-print__col-action">{t('wf.print.action')}</th>
              <th>{t('wf.print.opinion')}</th>
              <th className="wf-print__col-time">{t('wf.print.time')}</th>
            </tr>
          </thead>
          <tbody>
            {progress.map((row) => (
              <tr key={`${row.nodeId}|${row.processorName}|${row.startedTime}|${row.completedTime}`}>
                <td>{row.nodeName}</td>
                <td>{row.processorName}</td>
                <td>{row.actionTypeText || t('wf.progress.notHandled')}</td>
                <td className="wf-print__opinion">{row.msg}</td>
                <td className="wf-print__time">{formatDateTime(row.completedTime) || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </FormSection>

      {copies.length > 0 && (
        <FormSection title={t('wf.print.copies')}>
          <table className="wf-print__table" data-testid="print-copies">
            <thead>
              <tr>
                <th>{t('wf.print.copiedTo')}</th>
                <th>{t('wf.print.copiedBy')}</th>
                <th className="wf-print__col-time">{t('wf.print.copiedTime')}</th>
              </tr>
            </thead>
            <tbody>
              {copies.map((copy) => (
                <tr key={`${copy.userName}|${copy.byName}|${copy.copiedTime}`}>
                  <td>{copy.userName}</td>
                  <td>{copy.byName}</td>
                  <td className="wf-print__time">{formatDateTime(copy.copiedTime)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </FormSection>
      )}

      {work.attachments.length > 0 && (
        <FormSection title={t('wf.print.attachments')}>
          <ol className="wf-print__files" data-testid="print-attachments">
            {work.attachments.map((file) => (
              <li key={file.id}>{file.fileName}</li>
            ))}
          </ol>
        </FormSection>
      )}

      {/* On paper the page margin carries these (print.tsx); on screen they close the sheet. */}
      <footer className="wf-print__footer">
        <span>{t('wf.print.printTime', { time: formatDateTime(printTime) })}</span>
        <span data-testid="print-printer">{t('wf.print.printer', { name: printerName })}</span>
      </footer>
    </article>
  );
}
