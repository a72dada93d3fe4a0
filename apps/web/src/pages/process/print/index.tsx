import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { MAX_PRINT_WORKS } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Space, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/PageLoading';
import '../../../processes/i18n';
import { loadProcessForms } from '../../../processes/registry';
import { ViewPrintContext } from '../../../processes/shared/view';
import { formatDateTime } from '../../../utils/date';
import { getPrintForms } from './api';
import { PrintedWork } from './PrintedWork';
import { pageCounterContent, pageRules } from './page-style';
import { parseWorkIds } from './params';
import './print.css';

/** The forms, and the chunks of their processes' view forms, so the page renders whole at once. */
async function loadPrintForms(workIds: number[]) {
  const answer = await getPrintForms(workIds);
  await Promise.all([...new Set(answer.forms.map((form) => form.work.flowId))].map(loadProcessForms));
  return answer;
}

/**
 * Back where the user came from. Without a page to go back to, the page was opened for printing
 * in a window of its own (批量打印): that window closes; where the browser refuses, the task list.
 */
function useBack() {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) {
      navigate(-1);
      return;
    }
    window.close();
    if (!window.closed) navigate('/task/index');
  };
}

/**
 * /process/print?workIds=12,15,18[&auto=1] (审批单打印): each work's approval form on an A4 sheet
 * of its own, for the paper personnel file. Outside the shell (route meta `bare`); the toolbar
 * shows on screen only. `auto=1` opens the print dialog once everything has rendered.
 */
export default function ProcessPrintPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const back = useBack();
  const parsed = parseWorkIds(params.get('workIds'));
  const workIds = parsed.ok ? parsed.workIds : [];
  const auto = params.get('auto') === '1';
  const query = useQuery({
    queryKey: ['printForms', ...workIds],
    queryFn: () => loadPrintForms(workIds),
    enabled: parsed.ok,
    gcTime: 0,
  });
  const data = query.data;

  const printed = useRef(false);
  useEffect(() => {
    if (!auto || !data?.forms.length || printed.current) return;
    let current = true;
    // The CJK fonts may still be on their way; a dialog opened before them previews boxes.
    void (document.fonts?.ready ?? Promise.resolve()).then(() => {
      if (!current || printed.current) return;
      printed.current = true;
      window.print();
    });
    return () => {
      current = false;
    };
  }, [auto, data]);

  const backButton = (
    <Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="print-back">
      {t('wf.print.back')}
    </Button>
  );
  if (!parsed.ok) {
    return (
      <Result
        status="warning"
        title={parsed.reason === 'tooMany' ? t('wf.print.tooMany', { max: MAX_PRINT_WORKS }) : t('wf.print.badIds')}
        extra={backButton}
      />
    );
  }
  if (query.isError) {
    return (
      <Result status="warning" title={t('wf.print.loadFailed')} subTitle={query.error.message} extra={backButton} />
    );
  }
  if (!data) return <PageLoading />;

  const missing = workIds.length - data.forms.length;
  const footer = [
    t('wf.print.printTime', { time: formatDateTime(data.printTime) }),
    t('wf.print.printer', { name: data.printerName }),
  ].join('　');
  const pageCounter = pageCounterContent((page, pages) => t('wf.print.page', { page, pages }));
  const sheets = data.forms.map(({ work }) => ({
    workId: work.workId,
    label: `${t('wf.head.flowNo')} ${work.flowNo}`,
  }));
  return (
    <div className="wf-print" data-testid="process-print">
      <style>{pageRules(footer, pageCounter, sheets)}</style>
      <div className="wf-print__toolbar">
        <Space>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            disabled={data.forms.length === 0}
            onClick={() => window.print()}
            data-testid="print-button"
          >
            {t('wf.print.print')}
          </Button>
          {backButton}
        </Space>
        <span className="wf-print__count" data-testid="print-count">
          {t('wf.print.count', { count: data.forms.length })}
        </span>
        {missing > 0 && (
          <Typography.Text type="warning" data-testid="print-missing">
            {t('wf.print.missing', { count: missing })}
          </Typography.Text>
        )}
      </div>
      <ViewPrintContext value={true}>
        {data.forms.map((form) => (
          <PrintedWork key={form.work.workId} form={form} printerName={data.printerName} printTime={data.printTime} />
        ))}
      </ViewPrintContext>
    </div>
  );
}
