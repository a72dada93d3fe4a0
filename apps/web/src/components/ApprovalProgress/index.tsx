import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { approvalKeys, getWorkCopies } from '../../api/approval';
import { getApprovalProgress, getFlowChart, wfKeys } from '../../api/workflow';
import '../../processes/i18n';
import { useAppStore } from '../../stores/app';
import { CopiesTable } from './CopiesTable';
import { ProgressTable } from './ProgressTable';
import './approval-progress.css';

// React Flow and dagre load with the first dialog, not with the page.
const FlowChart = lazy(() => import('../FlowChart'));

export interface ApprovalProgressProps {
  open: boolean;
  onClose: () => void;
  flowId?: number;
  workId?: number;
  /** Shown after the title: flow name and number. */
  subtitle?: string;
}

function positive(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * Which work to show: spec §2 — the dialog reads `flowkey` and `workid` from the current route;
 * a caller without them in its address passes the ids.
 */
export function useProgressTarget(props: { flowId?: number; workId?: number }) {
  const [params] = useSearchParams();
  const flowKey = positive(params.get('flowkey'));
  const workKey = positive(params.get('workid'));
  if (flowKey && workKey) return { flowId: flowKey, workId: workKey };
  return { flowId: props.flowId, workId: props.workId };
}

/**
 * 审批进度: the flow chart (GetFlowChart), the approval history (GetApprovalProgress) and who was
 * copied on the work (GetWorkCopies).
 */
export function ApprovalProgress({ open, onClose, subtitle, ...ids }: ApprovalProgressProps) {
  const { t } = useTranslation();
  const { flowId, workId } = useProgressTarget(ids);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const ready = open && Boolean(flowId && workId);

  const progress = useQuery({
    queryKey: wfKeys.progress(flowId ?? 0, workId ?? 0),
    queryFn: () => getApprovalProgress(flowId!, workId!),
    enabled: ready,
    staleTime: 0,
  });
  const copies = useQuery({
    queryKey: approvalKeys.workCopies(workId ?? 0),
    queryFn: () => getWorkCopies(workId!),
    enabled: ready,
    staleTime: 0,
  });
  const chart = useQuery({
    queryKey: wfKeys.chart(flowId ?? 0, workId ?? 0),
    queryFn: () => getFlowChart(flowId!, workId!),
    enabled: ready,
    staleTime: 0,
  });

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={1040}
      centered={!mobile}
      destroyOnHidden
      title={
        <span className="wf-progress__title">
          {t('wf.progress.title')}
          {subtitle && <span className="wf-progress__subtitle">{subtitle}</span>}
        </span>
      }
      data-testid="approval-progress"
    >
      <div className="wf-progress">
        <section>
          <h4 className="wf-progress__heading">{t('wf.progress.chart')}</h4>
          {chart.isError ? (
            <Alert type="error" showIcon title={chart.error.message} />
          ) : chart.data ? (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
              <FlowChart chart={chart.data} direction={mobile ? 'TB' : 'LR'} />
            </Suspense>
          ) : (
            <Skeleton active paragraph={{ rows: 3 }} />
          )}
        </section>
        <section>
          <h4 className="wf-progress__heading">{t('wf.progress.history')}</h4>
          {progress.isError ? (
            <Alert type="error" showIcon title={progress.error.message} data-testid="progress-error" />
          ) : (
            <ProgressTable rows={progress.data ?? []} loading={progress.isPending && ready} />
          )}
        </section>
        <section>
          <h4 className="wf-progress__heading">{t('wf.copies.title')}</h4>
          {copies.isError ? (
            <Alert type="error" showIcon title={copies.error.message} data-testid="copies-error" />
          ) : (
            <CopiesTable rows={copies.data ?? []} loading={copies.isPending && ready} />
          )}
        </section>
      </div>
    </Modal>
  );
}
