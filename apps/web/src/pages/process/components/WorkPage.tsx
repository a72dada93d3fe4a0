import {
  BellOutlined,
  CheckOutlined,
  CloseCircleOutlined,
  NodeIndexOutlined,
  PrinterOutlined,
  RollbackOutlined,
  SendOutlined,
  ShareAltOutlined,
  SwapOutlined,
  UndoOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import { MAX_COPIES } from '@hris/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Result, Skeleton, Tag } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type AddSignRequest, addSignTask, approvalKeys, copyWork, openPrintWindow } from '../../../api/approval';
import { ApiError } from '../../../api/http';
import {
  type ActResult,
  FieldErrors,
  getToolbar,
  getWorkDetail,
  processTask,
  remindWork,
  type TaskAction,
  transferWork,
  wfKeys,
  withdrawTask,
} from '../../../api/workflow';
import { ApprovalProgress } from '../../../components/ApprovalProgress';
import { modal, toastError, toastSuccess, toastWarning } from '../../../feedback';
import { processMeta, useProcessForms } from '../../../processes/registry';
import type { ProcessFormHandle } from '../../../processes/types';
import { setUnreadMessageCount, useSessionStore } from '../../../stores/session';
import { formatDateTime } from '../../../utils/date';
import { type ActionKey, actionLabelKey, canAttach, defaultRollbackTarget, pageMode, visibleActions } from '../actions';
import { useFinishAndClose } from '../useCloseTab';
import { RollbackDialog, TransferDialog } from './ActionDialogs';
import { AddSignDialog, type AddSignValues, type CopyChoice, CopyDialog, copySource } from './ApprovalDialogs';
import { WorkAttachments } from './Attachments';
import { WorkDocuments } from './Documents';
import { ActionBar, WorkHeader } from './Layout';
import { OpinionPhrases } from './Phrases';
import { PickUsers } from './PickUsers';
import '../../../processes/i18n';

const OPINION_MAX = 1000;

const ICONS: Record<ActionKey, ReactNode> = {
  submit: <SendOutlined />,
  approve: <CheckOutlined />,
  rollback: <RollbackOutlined />,
  finish: <CloseCircleOutlined />,
  transfer: <SwapOutlined />,
  withdraw: <UndoOutlined />,
  remind: <BellOutlined />,
  progress: <NodeIndexOutlined />,
  addSign: <UsergroupAddOutlined />,
  copy: <ShareAltOutlined />,
  print: <PrinterOutlined />,
};

const NO_COPIES: CopyChoice = { ids: [], users: [] };

/** One work at /process/do: view it, or handle my to-do of it with the toolbar of its step. */
export function WorkPage({ flowId, workId, nodeId }: { flowId: number; workId: number; nodeId?: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const finish = useFinishAndClose();
  const queryClient = useQueryClient();
  const me = useSessionStore((s) => s.userID);
  const formRef = useRef<ProcessFormHandle>(null);
  const [opinion, setOpinion] = useState('');
  const [dialog, setDialog] = useState<'rollback' | 'transfer' | 'addSign' | 'copy' | null>(null);
  // Whom to copy (抄送) with the decision, picked under the opinion; the dialogs start from it.
  const [copyChoice, setCopyChoice] = useState<CopyChoice>(NO_COPIES);
  // Spec §2: an address carrying flowkey and workid opens the approval progress at once.
  const [progressOpen, setProgressOpen] = useState(Boolean(params.get('flowkey') && params.get('workid')));

  const detail = useQuery({ queryKey: wfKeys.work(workId), queryFn: () => getWorkDetail(workId) });
  // Opening the work read its messages: the badge drops by as many, the message list refetches.
  const answer = detail.data;
  useEffect(() => {
    const markedRead = answer?.markedRead ?? 0;
    if (markedRead <= 0) return;
    setUnreadMessageCount(useSessionStore.getState().unreadMessageCount - markedRead);
    void queryClient.invalidateQueries({ queryKey: ['message'] });
  }, [answer, queryClient]);
  // Opening a work copied to me marked the copy read: 抄送我的 and its count follow.
  useEffect(() => {
    if (!answer || (!answer.copiedOnly && answer.markedRead <= 0)) return;
    void queryClient.invalidateQueries({ queryKey: approvalKeys.copiedCounts });
    void queryClient.invalidateQueries({ queryKey: approvalKeys.copiedList() });
  }, [answer, queryClient]);
  // The forms' chunk loads alongside the work (the address names the flow; the work has the last word).
  const forms = useProcessForms(answer?.flowId ?? flowId);
  const toolbar = useQuery({
    queryKey: wfKeys.toolbar(flowId, workId),
    queryFn: () => getToolbar({ flowId, workId, ...(nodeId ? { nodeId } : {}) }),
  });

  // The to-do went while the page was open (handled by a co-assignee, withdrawn, transferred): the
  // live event refreshed the page; say so instead of letting a 同意 fail.
  const [handledElsewhere, setHandledElsewhere] = useState(false);
  const openTask = useRef<number | null>(null);
  const actedHere = useRef(false);
  useEffect(() => {
    if (!answer) return;
    const taskId = answer.myTask?.taskId ?? null;
    if (openTask.current !== null && taskId !== openTask.current && !actedHere.current) setHandledElsewhere(true);
    openTask.current = taskId;
  }, [answer]);

  /**
   * The step's editable fields as approving sends them: undefined when there are none, null when
   * the form refuses (its messages show, and a warning says so).
   */
  const collectForm = async (): Promise<Record<string, unknown> | undefined | null> => {
    if (!formRef.current) return undefined;
    const collected = await formRef.current.collect();
    if (!collected) {
      toastWarning(t('wf.form.fixErrors'));
      return null;
    }
    return Object.keys(collected).length > 0 ? collected : undefined;
  };

  const decided = (result: ActResult | null) => {
    if (!result) return;
    actedHere.current = true;
    setDialog(null);
    toastSuccess(result.msg || t('wf.action.done'));
    finish();
  };
  const refused = (error: Error) => {
    if (error instanceof FieldErrors) formRef.current?.showServerErrors(error.fields);
    else if (!(error instanceof ApiError)) toastError(error.message);
  };

  const act = useMutation({
    mutationFn: async (input: {
      action: TaskAction;
      rollbackNodeId?: number;
      opinion?: string;
      copyUserIds?: number[];
    }) => {
      const taskId = toolbar.data?.taskId;
      if (!taskId) throw new Error(t('wf.action.noTask'));
      let form: Record<string, unknown> | undefined;
      if (input.action === 'approve') {
        const collected = await collectForm();
        if (collected === null) return null;
        form = collected;
      }
      const text = (input.opinion ?? opinion).trim();
      const copyUserIds = input.copyUserIds ?? [];
      return processTask({
        taskId,
        action: input.action,
        ...(text ? { opinion: text } : {}),
        ...(input.rollbackNodeId ? { rollbackNodeId: input.rollbackNodeId } : {}),
        ...(form ? { form } : {}),
        ...(copyUserIds.length > 0 ? { copyUserIds } : {}),
      });
    },
    onSuccess: decided,
    onError: refused,
  });

  const addSign = useMutation({
    mutationFn: async (values: AddSignValues) => {
      const taskId = toolbar.data?.taskId;
      if (!taskId) throw new Error(t('wf.action.noTask'));
      const body: AddSignRequest = { taskId, mode: values.mode, userIds: values.userIds, reason: values.reason.trim() };
      // 后加签 approves my step: with its opinion and the step's editable fields.
      if (values.mode === 'after') {
        const form = await collectForm();
        if (form === null) {
          setDialog(null);
          return null;
        }
        const text = values.opinion?.trim();
        if (text) body.opinion = text;
        if (form) body.form = form;
      }
      if (values.copyUserIds && values.copyUserIds.length > 0) body.copyUserIds = values.copyUserIds;
      return addSignTask(body);
    },
    onSuccess: decided,
    onError: refused,
  });

  const copy = useMutation({
    mutationFn: (userIds: number[]) => copyWork(workId, userIds),
    onSuccess: (result, userIds) => {
      setDialog(null);
      toastSuccess(result.msg || t('wf.copy.done', { count: userIds.length }));
      void queryClient.invalidateQueries({ queryKey: approvalKeys.workCopies(workId) });
    },
  });

  const transfer = useMutation({
    mutationFn: (input: { toUserId: number; reason?: string }) =>
      transferWork({ taskIds: [toolbar.data?.taskId ?? 0], toUserId: input.toUserId, reason: input.reason }),
    onSuccess: (result) => {
      const first = result.results[0];
      if (first && !first.ok) {
        toastError(first.msg);
        return;
      }
      setDialog(null);
      toastSuccess(first?.msg || t('wf.transfer.done'));
      finish();
    },
  });

  const withdraw = useMutation({
    mutationFn: () => withdrawTask({ flowId, workId, nodeId: detail.data?.currentNodeId ?? nodeId }),
    onSuccess: (result) => {
      // Spec §8: the answer's message, 撤回成功 by default; then the tab closes.
      toastSuccess(result?.msg || t('wf.action.withdrawSuccess'));
      finish();
    },
  });

  const remind = useMutation({
    mutationFn: () => remindWork(workId),
    onSuccess: (result) => toastSuccess(result.msg || t('wf.action.reminded')),
  });

  if (detail.isError || toolbar.isError) {
    const error = detail.error ?? toolbar.error;
    return (
      <Card variant="borderless">
        <Result
          status="warning"
          title={t('wf.work.loadFailed')}
          subTitle={error?.message}
          extra={<Button onClick={finish}>{t('wf.action.close')}</Button>}
        />
      </Card>
    );
  }
  // Never a form from the cache as current: a work opened again waits for the server's answer.
  const known = processMeta(detail.data?.flowId) !== undefined;
  if (
    !detail.data ||
    !toolbar.data ||
    !detail.isFetchedAfterMount ||
    !toolbar.isFetchedAfterMount ||
    (known && !forms)
  ) {
    return (
      <div className="wf-do">
        <Card variant="borderless">
          <Skeleton active avatar paragraph={{ rows: 2 }} />
        </Card>
        <Card variant="borderless">
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </div>
    );
  }

  const work = detail.data;
  const bar = toolbar.data;
  const mode = pageMode(work.flowId, work, bar);
  const actions = visibleActions(mode, bar, work.status === 'running');
  const holding = mode === 'audit' || mode === 'resubmit';
  const busy = act.isPending || transfer.isPending || withdraw.isPending || addSign.isPending;
  const addedBy = work.myTask?.addedBy ?? bar.addedBy;
  const offersCopy = holding && work.status === 'running' && bar.buttons.includes('copy');
  const copyOffer = offersCopy ? { source: copySource(work.workId), choice: copyChoice } : null;
  const notMe = me ? [me] : [];

  const confirmFinish = () =>
    modal().confirm({
      title: t('wf.finish.title'),
      content:
        copyOffer && copyChoice.users.length > 0 ? (
          <>
            <p>{t('wf.finish.content')}</p>
            <p>{t('wf.copy.withFinish', { names: copyChoice.users.map((u) => u.name).join('、') })}</p>
          </>
        ) : (
          t('wf.finish.content')
        ),
      okText: t('wf.action.finish'),
      okButtonProps: { danger: true, 'data-testid': 'finish-confirm' },
      cancelText: t('wf.action.cancel'),
      onOk: () => act.mutateAsync({ action: 'finish', copyUserIds: copyOffer ? copyChoice.ids : [] }).catch(() => {}),
    });
  const confirmWithdraw = () =>
    modal().confirm({
      title: t('wf.withdraw.title'),
      content: t('wf.withdraw.content'),
      okText: t('wf.action.withdraw'),
      okButtonProps: { 'data-testid': 'withdraw-confirm' },
      cancelText: t('wf.action.cancel'),
      onOk: () => withdraw.mutateAsync().catch(() => {}),
    });

  const run = (action: ActionKey) => {
    if (action === 'approve') act.mutate({ action: 'approve', copyUserIds: copyOffer ? copyChoice.ids : [] });
    else if (action === 'rollback') setDialog('rollback');
    else if (action === 'finish') confirmFinish();
    else if (action === 'transfer') setDialog('transfer');
    else if (action === 'withdraw') confirmWithdraw();
    else if (action === 'remind') remind.mutate();
    else if (action === 'progress') setProgressOpen(true);
    else if (action === 'addSign') setDialog('addSign');
    else if (action === 'copy') setDialog('copy');
    else if (action === 'print') openPrintWindow([work.workId]);
  };

  // A form starts from the work as it is now; when the to-do behind it changes (handled elsewhere,
  // returned, transferred) it starts again from the new state instead of keeping old edits.
  const formKey = `${mode}:${work.myTask?.taskId ?? 0}`;
  let form: ReactNode;
  if (!known || !forms) {
    form = <Result status="warning" title={t('wf.start.unknownFlow')} />;
  } else if (mode === 'resubmit') {
    form = <forms.StartForm key={formKey} ref={formRef} initial={work.form} resubmit />;
  } else if (mode === 'audit' && forms.AuditForm && bar.editableFields.length > 0) {
    form = (
      <forms.AuditForm
        key={formKey}
        ref={formRef}
        form={work.form}
        detail={work}
        editableFields={bar.editableFields}
        nodeId={work.myTask?.nodeId ?? 0}
      />
    );
  } else {
    form = <forms.ViewForm key={formKey} form={work.form} detail={work} />;
  }

  const primary = (action: ActionKey) => action === 'approve';
  const loadingOf = (action: ActionKey) =>
    (action === 'approve' && act.isPending && act.variables?.action === 'approve') ||
    (action === 'addSign' && addSign.isPending) ||
    (action === 'remind' && remind.isPending) ||
    (action === 'withdraw' && withdraw.isPending);

  /** Under "待您办理": whom the user stands in for, and by when the to-do is due (the form may show a date of its own). */
  const myTaskNotes = (mine: NonNullable<typeof work.myTask>) => {
    const notes = [
      mine.onBehalfOfName && t('wf.work.onBehalfOf', { name: mine.onBehalfOfName }),
      mine.deadlineTime && t('wf.work.dueBy', { time: formatDateTime(mine.deadlineTime) }),
    ].filter(Boolean);
    return notes.length > 0 ? <span data-testid="my-task-notes">{notes.join('；')}</span> : undefined;
  };

  return (
    <div className="wf-do" data-testid="process-work">
      <WorkHeader detail={work} />
      {handledElsewhere && !work.myTask && (
        <Alert
          type="warning"
          showIcon
          className="wf-do__alert"
          data-testid="work-handled-elsewhere"
          title={t('wf.work.handledElsewhere')}
        />
      )}
      {work.copiedOnly && (
        <Alert
          type="info"
          showIcon
          className="wf-do__alert"
          data-testid="work-copied-only"
          title={t('wf.copy.copiedOnly')}
        />
      )}
      {addedBy && work.myTask && work.status === 'running' && (
        <Alert
          type="warning"
          showIcon
          className="wf-do__alert"
          data-testid="work-added-by"
          title={t('wf.addSign.banner', {
            name: addedBy.name,
            mode: t(`wf.addSign.modeShort.${addedBy.mode}`),
            reason: addedBy.reason || t('wf.work.noReason'),
          })}
          description={t(`wf.addSign.bannerHint.${addedBy.mode}`, { name: addedBy.name })}
        />
      )}
      {work.myTask && work.status === 'running' && (
        <Alert
          type="info"
          showIcon
          className="wf-do__alert"
          data-testid="my-task-alert"
          title={mode === 'resubmit' ? t('wf.work.resubmitHint') : t('wf.work.myTask', { node: work.myTask.nodeName })}
          description={myTaskNotes(work.myTask)}
        />
      )}
      {work.returned && work.myTask && (
        <Alert
          type="warning"
          showIcon
          className="wf-do__alert"
          data-testid="work-returned"
          title={t('wf.work.returnedBy', { name: work.returned.byName, node: work.returned.fromNodeName })}
          description={
            <>
              <div>{t('wf.work.returnedReason', { reason: work.returned.opinion || t('wf.work.noReason') })}</div>
              <div>{t('wf.work.returnedAt', { time: formatDateTime(work.returned.time) })}</div>
            </>
          }
        />
      )}
      {work.status === 'stopped' && work.stopReason && (
        <Alert type="warning" showIcon className="wf-do__alert" title={work.stopReason} />
      )}
      <Card
        title={t('wf.section.form')}
        variant="borderless"
        className="wf-card"
        extra={mode === 'audit' && work.myTask ? <Tag color="blue">{work.myTask.nodeName}</Tag> : undefined}
      >
        {form}
      </Card>
      <Card title={t('wf.section.attachments')} variant="borderless" className="wf-card">
        <WorkAttachments
          workId={work.workId}
          files={work.attachments}
          canAdd={work.status === 'running' && canAttach(mode, bar)}
        />
      </Card>
      {holding && (
        <Card
          title={t(mode === 'resubmit' ? 'wf.opinion.resubmitLabel' : 'wf.opinion.label')}
          variant="borderless"
          className="wf-card"
        >
          {mode === 'audit' && <OpinionPhrases onPick={setOpinion} />}
          <Input.TextArea
            value={opinion}
            onChange={(event) => setOpinion(event.target.value)}
            rows={3}
            maxLength={OPINION_MAX}
            showCount
            placeholder={t(mode === 'resubmit' ? 'wf.opinion.resubmitPlaceholder' : 'wf.opinion.placeholder')}
            data-testid="wf-opinion"
            aria-label={t(mode === 'resubmit' ? 'wf.opinion.resubmitLabel' : 'wf.opinion.label')}
          />
          {offersCopy && (
            <div className="wf-copy-pick">
              <label htmlFor="wf-copy-users" className="wf-copy-pick__label">
                {t('wf.copy.field')}
              </label>
              <PickUsers
                id="wf-copy-users"
                source={copySource(work.workId)}
                max={MAX_COPIES}
                value={copyChoice.ids}
                initialUsers={copyChoice.users}
                excludeIds={notMe}
                onChange={(ids) => setCopyChoice((current) => ({ ...current, ids }))}
                onUsersChange={(users) => setCopyChoice((current) => ({ ...current, users }))}
                aria-describedby="wf-copy-users-hint"
                data-testid="copy-users"
              />
              <div id="wf-copy-users-hint" className="wf-copy-pick__hint">
                {t('wf.copy.withDecisionHint', { max: MAX_COPIES })}
              </div>
            </div>
          )}
        </Card>
      )}
      <ActionBar>
        {actions.map((action) => (
          <Button
            key={action}
            type={primary(action) ? 'primary' : 'default'}
            danger={action === 'finish'}
            icon={ICONS[action]}
            loading={loadingOf(action)}
            disabled={busy && !loadingOf(action)}
            onClick={() => run(action)}
            data-testid={`wf-action-${action}`}
          >
            {t(actionLabelKey(action, mode, Boolean(addedBy)))}
          </Button>
        ))}
        {work.status === 'finished' && <WorkDocuments flowId={work.flowId} workId={work.workId} form={work.form} />}
      </ActionBar>

      <RollbackDialog
        open={dialog === 'rollback'}
        title={addedBy ? t('wf.action.rollbackToAdder') : undefined}
        targets={bar.rollbackTargets}
        defaultTarget={defaultRollbackTarget(bar)}
        opinion={opinion}
        copy={copyOffer}
        excludeIds={notMe}
        loading={act.isPending}
        onCancel={() => setDialog(null)}
        onSubmit={(values) =>
          act.mutate({
            action: 'rollback',
            rollbackNodeId: values.rollbackNodeId,
            opinion: values.opinion,
            copyUserIds: values.copyUserIds ?? [],
          })
        }
      />
      {bar.taskId !== null && actions.includes('addSign') && (
        <AddSignDialog
          open={dialog === 'addSign'}
          taskId={bar.taskId}
          opinion={opinion}
          copy={copyOffer}
          excludeIds={notMe}
          loading={addSign.isPending}
          onCancel={() => setDialog(null)}
          onSubmit={(values) => addSign.mutate(values)}
        />
      )}
      <CopyDialog
        open={dialog === 'copy'}
        workId={work.workId}
        excludeIds={notMe}
        loading={copy.isPending}
        onCancel={() => setDialog(null)}
        onSubmit={(userIds) => copy.mutate(userIds)}
      />
      <TransferDialog
        open={dialog === 'transfer'}
        excludeIds={notMe}
        taskId={toolbar.data?.taskId ?? undefined}
        loading={transfer.isPending}
        onCancel={() => setDialog(null)}
        onSubmit={(values) => transfer.mutate(values)}
      />
      <ApprovalProgress
        open={progressOpen}
        onClose={() => setProgressOpen(false)}
        flowId={work.flowId}
        workId={work.workId}
        subtitle={`${work.flowName} · ${work.flowNo}`}
      />
    </div>
  );
}
