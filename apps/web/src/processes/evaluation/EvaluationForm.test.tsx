import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { processBatchColumns, processTaskColumns } from '../registry';
import type { ProcessFormHandle } from '../types';
import { EvaluationAuditForm } from './AuditForm';
import { fromEvaluationForm, newEndProblem, probationFacts, toEvaluationPatch } from './fields';
import { EvaluationStartForm } from './StartForm';
import { EvaluationViewForm } from './ViewForm';

/** A work as the system started it: the facts filled in, no result yet. */
const stored = {
  employeeId: 'T100201',
  employeeName: '赵试用',
  shopCode: 'S0A1B2',
  shopName: '测试门店',
  positionName: '收银员',
  entryDate: '2026-06-01',
  probationPeriodBeginDay: '2026-06-01',
  probationPeriodEndDay: '2026-08-31',
  latestProbationEndDay: '2026-11-30',
  reason: '',
};

const detail = {
  target: { name: '赵试用', employeeId: 'T100201', shopCode: 'S0A1B2', shopName: '测试门店', statusText: '在职' },
} as never;

const EDITABLE = ['evaluationResult', 'newProbationEndDay', 'regularDate', 'reason'];

async function collect(ref: React.RefObject<ProcessFormHandle | null>) {
  let collected: Record<string, unknown> | null | undefined;
  await act(async () => {
    collected = await ref.current?.collect();
  });
  return collected;
}

function audit(form: Record<string, unknown>, editableFields = EDITABLE) {
  const ref = createRef<ProcessFormHandle>();
  const view = render(
    <EvaluationAuditForm ref={ref} form={form} detail={detail} editableFields={editableFields} nodeId={1302} />,
  );
  return { ref, ...view };
}

describe('probation evaluation lists', () => {
  it('adds the result and the probation end to the task lists and the batch dialog', () => {
    expect(processTaskColumns(13).map((c) => c.name)).toEqual(['考核结果', '试用期结束日期']);
    expect(processBatchColumns(13).map((c) => c.title)).toEqual(['考核结果', '试用期结束日期']);
  });
});

describe('probation evaluation fields', () => {
  it('sends only the date the result needs', () => {
    const values = fromEvaluationForm({ ...stored, evaluationResult: 'extend', newProbationEndDay: '2026-10-31' });
    expect(toEvaluationPatch({ ...values, reason: ' 需再观察 ' })).toEqual({
      evaluationResult: 'extend',
      newProbationEndDay: '2026-10-31',
      reason: '需再观察',
    });
    expect(toEvaluationPatch({ ...values, evaluationResult: 'fail', reason: '不合格' })).toEqual({
      evaluationResult: 'fail',
      reason: '不合格',
    });
  });

  it('keeps an extension after the current end and within six months', () => {
    const facts = probationFacts(stored);
    expect(newEndProblem('2026-08-31', facts)).toBe('newEndNotLater');
    expect(newEndProblem('2026-09-01', facts)).toBeNull();
    expect(newEndProblem('2026-11-30', facts)).toBeNull();
    expect(newEndProblem('2026-12-01', facts)).toBe('tooLong');
  });
});

describe('probation evaluation forms', () => {
  it('says the system starts it and sends nothing from the start page', async () => {
    const ref = createRef<ProcessFormHandle>();
    render(<EvaluationStartForm ref={ref} />);
    expect(screen.getByTestId('evaluation-system-only')).toHaveTextContent('试用期考核由系统自动发起');
    expect(await collect(ref)).toBeNull();
  });

  it('shows the facts, the result and the date it set', () => {
    render(
      <EvaluationViewForm
        form={{ ...stored, evaluationResult: 'extend', newProbationEndDay: '2026-10-31', reason: '需再观察' }}
        detail={detail}
      />,
    );
    expect(screen.getByText('赵试用-T100201')).toBeInTheDocument();
    expect(screen.getByTestId('evaluation-end')).toHaveTextContent('2026-08-31');
    expect(screen.getByTestId('evaluation-result')).toHaveTextContent('延长试用');
    expect(screen.getByText('延长至')).toBeInTheDocument();
    expect(screen.getByTestId('evaluation-date')).toHaveTextContent('2026-10-31');
    expect(screen.getByText('需再观察')).toBeInTheDocument();
  });

  it('shows a work not yet evaluated as waiting for the store HR', () => {
    render(<EvaluationViewForm form={stored} detail={detail} />);
    expect(screen.getByText('待门店HR考核')).toBeInTheDocument();
    expect(screen.queryByTestId('evaluation-date')).toBeNull();
  });

  it('requires a result, offers the three as radio buttons and no date before one is chosen', async () => {
    const { ref } = audit(stored);
    for (const label of ['转正', '延长试用', '不予录用']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.queryByTestId('evaluation-regular-date')).toBeNull();
    expect(screen.queryByTestId('evaluation-new-end')).toBeNull();
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('请选择考核结果')).toBeInTheDocument();
  });

  it('confirms with the day after the probation end by default', async () => {
    const { ref } = audit(stored);
    fireEvent.click(screen.getByText('转正'));
    await waitFor(() => expect(screen.getByTestId('evaluation-regular-date')).toBeInTheDocument());
    expect(screen.getByText('默认为试用期结束次日 2026-09-01')).toBeInTheDocument();
    expect(await collect(ref)).toEqual({ evaluationResult: 'pass', regularDate: '2026-09-01', reason: '' });
  });

  it('extends only with a date up to the six-month limit and the remarks', async () => {
    const { ref } = audit(stored);
    fireEvent.click(screen.getByText('延长试用'));
    await waitFor(() => expect(screen.getByTestId('evaluation-new-end')).toBeInTheDocument());
    expect(screen.getByText('最长至 2026-11-30')).toBeInTheDocument();
    expect(screen.queryByTestId('evaluation-regular-date')).toBeNull();
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('延长试用须填写延长至的日期')).toBeInTheDocument();
    expect(screen.getByText('延长试用或不予录用须填写考核意见')).toBeInTheDocument();
  });

  it('refuses an extension beyond six months in total', async () => {
    const { ref } = audit({
      ...stored,
      evaluationResult: 'extend',
      newProbationEndDay: '2026-12-01',
      reason: '待观察',
    });
    expect(await collect(ref)).toBeNull();
    expect(
      await screen.findByText('依《劳动合同法》第十九条，试用期总计不得超过六个月，最长至 2026-11-30'),
    ).toBeInTheDocument();
  });

  it('keeps a typed 延长至 after 试用期最长至 and says at once, at the field, that it is too late', async () => {
    const { ref } = audit({ ...stored, evaluationResult: 'extend', reason: '待观察' });
    const input = (await screen.findByTestId('evaluation-new-end')) as HTMLInputElement;
    // The calendar greys out the dates after the limit; a typed one used to vanish on leaving the field.
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2026-12-15' } });
    fireEvent.blur(input);
    const tooLong = '依《劳动合同法》第十九条，试用期总计不得超过六个月，最长至 2026-11-30';
    expect(await screen.findByText(tooLong)).toBeInTheDocument();
    await waitFor(() => expect(input.value).toBe('2026-12-15'));
    expect(await collect(ref)).toBeNull();
    expect(screen.getByText(tooLong)).toBeInTheDocument();
    expect(screen.queryByText('延长试用须填写延长至的日期')).toBeNull();
    expect(input.value).toBe('2026-12-15');
  });

  it('lets the regional HR keep the store HR’s decision and sends it back', async () => {
    const { ref } = audit({
      ...stored,
      evaluationResult: 'extend',
      newProbationEndDay: '2026-10-31',
      reason: '待观察',
    });
    expect(await collect(ref)).toEqual({
      evaluationResult: 'extend',
      newProbationEndDay: '2026-10-31',
      reason: '待观察',
    });
  });

  it('warns what a failure does and requires the remarks', async () => {
    const { ref } = audit(stored);
    fireEvent.click(screen.getByText('不予录用'));
    expect(await screen.findByText('办结后员工转为离职中，并通知门店HR和区域HR办理离职手续')).toBeInTheDocument();
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('延长试用或不予录用须填写考核意见')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('evaluation-reason'), { target: { value: '多次违反门店制度' } });
    expect(await collect(ref)).toEqual({ evaluationResult: 'fail', reason: '多次违反门店制度' });
  });

  it('puts a server refusal on its field', async () => {
    const { ref } = audit({ ...stored, evaluationResult: 'pass', regularDate: '2026-09-01' });
    let placed = 0;
    act(() => {
      placed =
        ref.current?.showServerErrors([
          { field: 'regularDate', label: '转正日期', message: '转正日期不能早于试用期开始日期 2026-06-01' },
        ]) ?? 0;
    });
    expect(placed).toBe(1);
    expect(await screen.findByText('转正日期不能早于试用期开始日期 2026-06-01')).toBeInTheDocument();
  });
});
