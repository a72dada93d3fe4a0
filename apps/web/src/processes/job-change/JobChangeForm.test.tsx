import { businessToday, PrivacyPaths, type TNavMenu } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRef, type ReactNode, type RefObject } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import { usePermissionStore } from '../../stores/permission';
import type { ProcessFormHandle } from '../types';
import { JobChangeAuditForm } from './AuditForm';
import { fromJobChangeForm, toJobChangeInput } from './fields';
import { liveChangeKind } from './kinds';
import { JobChangeStartForm } from './StartForm';
import { JobChangeViewForm } from './ViewForm';

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const POSITIONS = [
  { id: 5, code: 'ST-CASH', name: '收银员', employeeType: 'store', defaultRank: 'S1' },
  { id: 3, code: 'ST-SUP', name: '店务主管', employeeType: 'store', defaultRank: 'S3' },
];

const stored = {
  employeeId: 'E100006',
  employeeName: '刘美芳',
  shopCode: 'SH001',
  shopName: '上海南京西路店',
  positionName: '收银员',
  rank: 'S1',
  newPosition: 3,
  newPositionName: '店务主管',
  newRank: 'S3',
  changeKind: 'promotion',
  effectiveTime: '2026-05-01',
  reason: '表现优秀',
  salaryAdjustment: 0,
};

const detail = {
  workId: 42,
  target: { name: '刘美芳', employeeId: 'E100006', shopCode: 'SH001', shopName: '上海南京西路店', statusText: '在职' },
} as never;

const menus = (...codes: string[]) => codes.map((menuCode) => ({ menuCode, isEdit: 0 }) as TNavMenu);

function mockServer() {
  return vi.spyOn(http, 'post').mockImplementation(async (url: string) => {
    if (url === '/api/Orgs/GetPositionOptions') return POSITIONS;
    if (url === '/api/User/SearchEmployee') return [{ name: '刘美芳', employeeId: 'E100006', shopCode: 'SH001' }];
    if (url === '/api/User/GetUserInfoForStartWFUser') return { positionName: '收银员', rank: 'S1' };
    throw new Error(`unexpected ${url}`);
  });
}

async function choose(testId: string, option: string) {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(within(select).getByRole('combobox'));
  const found = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(found[found.length - 1] as HTMLElement);
}

/** The server refuses a field: the form puts the message on it; how many it placed. */
function refuse(ref: RefObject<ProcessFormHandle | null>, refusal: { field: string; label: string; message: string }) {
  let placed = 0;
  act(() => {
    placed = ref.current?.showServerErrors([refusal]) ?? 0;
  });
  return placed;
}

describe('job change kinds', () => {
  it('orders the ranks S < P < M and by number within a band', () => {
    expect(liveChangeKind('S1', 'S3')).toBe('promotion');
    expect(liveChangeKind('S3', 'S3')).toBe('lateral');
    expect(liveChangeKind('S5', 'S2')).toBe('demotion');
    expect(liveChangeKind('S5', 'P1')).toBe('promotion');
    expect(liveChangeKind('M1', 'P9')).toBe('demotion');
    expect(liveChangeKind(undefined, 'S2')).toBeUndefined();
  });
});

describe('job change start form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses an empty form with the field messages', async () => {
    mockServer();
    const ref = createRef<ProcessFormHandle>();
    wrap(<JobChangeStartForm ref={ref} />);
    let collected: unknown;
    await act(async () => {
      collected = await ref.current?.collect();
    });
    expect(collected).toBeNull();
    expect(await screen.findByText('请选择员工')).toBeInTheDocument();
    expect(screen.getByText('请选择新岗位')).toBeInTheDocument();
    expect(screen.getByText('请填写调岗原因')).toBeInTheDocument();
  });

  it('shows the current post and a live 晋升/平调/降级 tag, and collects the parsed form', async () => {
    mockServer();
    const ref = createRef<ProcessFormHandle>();
    wrap(<JobChangeStartForm ref={ref} initial={{ effectiveTime: businessToday(), reason: '表现优秀' }} />);
    fireEvent.change(within(screen.getByTestId('employee-search')).getByRole('combobox'), {
      target: { value: '刘美' },
    });
    fireEvent.click(await screen.findByText('刘美芳-E100006'));
    await waitFor(() => expect(screen.getByTestId('job-change-current-rank')).toHaveTextContent('S1'));
    expect(screen.getByTestId('job-change-current-position')).toHaveTextContent('收银员');

    // The position's default rank fills the new rank: S1 → S3 is a promotion.
    await choose('job-change-position', '店务主管');
    await waitFor(() => expect(screen.getByTestId('job-change-kind')).toHaveTextContent('晋升'));
    await choose('job-change-rank', 'S1');
    await waitFor(() => expect(screen.getByTestId('job-change-kind')).toHaveTextContent('平调'));

    let collected: Record<string, unknown> | null | undefined;
    await act(async () => {
      collected = await ref.current?.collect();
    });
    expect(collected).toMatchObject({
      employeeId: 'E100006',
      employeeName: '刘美芳',
      newPosition: 3,
      newPositionName: '店务主管',
      newRank: 'S1',
      effectiveTime: businessToday(),
      reason: '表现优秀',
    });
  });

  it('keeps the employee on a resubmission and puts server field errors on their fields', async () => {
    mockServer();
    const ref = createRef<ProcessFormHandle>();
    wrap(<JobChangeStartForm ref={ref} resubmit initial={stored} />);
    expect(screen.getByTestId('job-change-employee-fixed')).toHaveTextContent('刘美芳-E100006');
    expect(screen.getByTestId('job-change-kind')).toHaveTextContent('晋升');
    expect(
      refuse(ref, { field: 'newPosition', label: '新岗位', message: '调岗须更换岗位或职级，新岗位和新职级与当前相同' }),
    ).toBe(1);
    expect(await screen.findByText('调岗须更换岗位或职级，新岗位和新职级与当前相同')).toBeInTheDocument();
  });

  it('takes a masked pay change (***) as unknown: never an amount, never sent back', () => {
    const values = fromJobChangeForm({ ...stored, salaryAdjustment: '***' });
    expect(values.salaryAdjustment).toBeUndefined();
    expect(toJobChangeInput(values)).not.toHaveProperty('salaryAdjustment');
    expect(toJobChangeInput({ ...values, salaryAdjustment: '***' })).not.toHaveProperty('salaryAdjustment');
    // A clear figure as text (a reveal's "8500.00") is an amount.
    expect(fromJobChangeForm({ ...stored, salaryAdjustment: '8500.00' }).salaryAdjustment).toBe('8500.00');
  });

  it('round-trips a stored form', () => {
    expect(toJobChangeInput(fromJobChangeForm(stored))).toEqual({
      employeeId: 'E100006',
      employeeName: '刘美芳',
      newPosition: 3,
      newPositionName: '店务主管',
      newRank: 'S3',
      effectiveTime: '2026-05-01',
      reason: '表现优秀',
      salaryAdjustment: '',
    });
  });
});

describe('job change view and audit forms', () => {
  it('shows old → new and the kind', () => {
    render(<JobChangeViewForm form={{ ...stored, salaryAdjustment: 300 }} detail={detail} />);
    expect(screen.getByText('刘美芳-E100006')).toBeInTheDocument();
    expect(screen.getByTestId('job-change-position')).toHaveTextContent('收银员 → 店务主管');
    expect(screen.getByTestId('job-change-rank')).toHaveTextContent('S1 → S3');
    expect(screen.getByTestId('job-change-kind')).toHaveTextContent('晋升');
    expect(screen.getByTestId('job-change-salary')).toHaveTextContent('¥300.00');
  });

  describe('a masked pay change (issue 38)', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      usePermissionStore.getState().reset();
    });
    const masked = { ...stored, salaryAdjustment: '***' };

    it('shows *** with no 查看 to a viewer without 敏感信息查看, never ¥NaN or —', () => {
      usePermissionStore.setState({ menus: menus('Task') });
      wrap(<JobChangeViewForm form={masked} detail={detail} />);
      expect(screen.getByTestId('job-change-salary')).toHaveTextContent('***');
      expect(screen.getByTestId('job-change-salary')).not.toHaveTextContent(/NaN|—|¥/);
      expect(screen.queryByRole('button', { name: /查看明文/ })).toBeNull();
    });

    it('reveals it, with a reason, to a holder of 敏感信息查看 and shows it as money', async () => {
      usePermissionStore.setState({ menus: menus('Task', 'SensitiveData') });
      const post = vi.spyOn(http, 'post').mockResolvedValue({ value: '8500.00' });
      wrap(<JobChangeViewForm form={masked} detail={detail} />);
      expect(screen.getByTestId('job-change-salary')).toHaveTextContent('***');
      fireEvent.click(screen.getByRole('button', { name: '查看明文：调薪金额（元/月）' }));
      fireEvent.mouseDown(await screen.findByRole('combobox', { name: '原因' }));
      fireEvent.click(await screen.findByTitle('办理人事业务'));
      fireEvent.click(screen.getByTestId('reveal-confirm'));
      await waitFor(() => expect(screen.getByTestId('job-change-salary')).toHaveTextContent('¥8,500.00'));
      expect(post).toHaveBeenCalledWith(PrivacyPaths.revealPersonalField, {
        subject: 'work',
        id: 42,
        field: 'salaryAdjustment',
        purpose: 'business',
      });
    });

    it('shows a figure in clear (the compensation steps) as money with no 查看', () => {
      usePermissionStore.setState({ menus: menus('Task', 'SensitiveData') });
      wrap(<JobChangeViewForm form={{ ...stored, salaryAdjustment: 300 }} detail={detail} />);
      expect(screen.getByTestId('job-change-salary')).toHaveTextContent('¥300.00');
      expect(screen.queryByRole('button', { name: /查看明文/ })).toBeNull();
    });

    it('leaves it out of what 3206 sends and shows it masked in the view', async () => {
      usePermissionStore.setState({ menus: menus('Task', 'SensitiveData') });
      const ref = createRef<ProcessFormHandle>();
      wrap(
        <JobChangeAuditForm
          ref={ref}
          form={{ ...masked, effectiveTime: businessToday() }}
          detail={detail}
          editableFields={['effectiveTime']}
          nodeId={3206}
        />,
      );
      expect(screen.getByTestId('job-change-salary')).toHaveTextContent('***');
      expect(screen.getByRole('button', { name: '查看明文：调薪金额（元/月）' })).toBeInTheDocument();
      let collected: unknown;
      await act(async () => {
        collected = await ref.current?.collect();
      });
      expect(collected).toEqual({ effectiveTime: businessToday() });
    });

    it('keeps a masked figure at the step that sets it when its input is left empty', async () => {
      const ref = createRef<ProcessFormHandle>();
      wrap(
        <JobChangeAuditForm
          ref={ref}
          form={masked}
          detail={detail}
          editableFields={['salaryAdjustment']}
          nodeId={3204}
        />,
      );
      expect(screen.getByTestId('job-change-salary-input')).toHaveValue('');
      expect(screen.getByText('调薪金额已隐藏显示：不填写则保持原金额；如需更改，请输入新的金额')).toBeInTheDocument();
      let collected: unknown;
      await act(async () => {
        collected = await ref.current?.collect();
      });
      expect(collected).toEqual({});
    });
  });

  it('requires the pay change of a promotion at the compensation step and sends only it', async () => {
    const ref = createRef<ProcessFormHandle>();
    render(
      <JobChangeAuditForm
        ref={ref}
        form={stored}
        detail={detail}
        editableFields={['salaryAdjustment']}
        nodeId={3204}
      />,
    );
    let collected: unknown;
    await act(async () => {
      collected = await ref.current?.collect();
    });
    expect(collected).toBeNull();
    expect(await screen.findByText('晋升须填写调薪金额（大于0）')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('job-change-salary-input'), { target: { value: '¥300.5' } });
    await act(async () => {
      collected = await ref.current?.collect();
    });
    expect(collected).toEqual({ salaryAdjustment: 300.5 });
  });

  it('lets a demotion through the compensation step without an amount', async () => {
    const ref = createRef<ProcessFormHandle>();
    render(
      <JobChangeAuditForm
        ref={ref}
        form={{ ...stored, changeKind: 'demotion', newRank: 'S1', rank: 'S3' }}
        detail={detail}
        editableFields={['salaryAdjustment']}
        nodeId={3204}
      />,
    );
    let collected: unknown;
    await act(async () => {
      collected = await ref.current?.collect();
    });
    expect(collected).toEqual({ salaryAdjustment: 0 });
  });

  describe('a refused 调薪金额 is brought out from under the sticky action bar', () => {
    // jsdom does no layout and has no scrollIntoView: recorded, with the element it scrolled.
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    beforeEach(() => {
      scrolled.mockClear();
      Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
        scrolled(this, options);
      };
    });
    afterEach(() => {
      Element.prototype.scrollIntoView = original;
    });

    const compensationStep = () => {
      const ref = createRef<ProcessFormHandle>();
      render(
        <JobChangeAuditForm
          ref={ref}
          form={stored}
          detail={detail}
          editableFields={['salaryAdjustment', 'effectiveTime']}
          nodeId={3204}
        />,
      );
      const input = screen.getByTestId('job-change-salary-input');
      return { ref, input, item: input.closest('.ant-form-item') };
    };

    it('scrolls to the field and focuses it when 同意 finds it empty', async () => {
      const { ref, input, item } = compensationStep();
      let collected: unknown;
      await act(async () => {
        collected = await ref.current?.collect();
      });
      expect(collected).toBeNull();
      expect(await screen.findByText('晋升须填写调薪金额（大于0）')).toBeInTheDocument();
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(scrolled).toHaveBeenCalledWith(item, { block: 'center' });
      expect(document.activeElement).toBe(input);
    });

    it('scrolls to the field the server refused', async () => {
      const { ref, input, item } = compensationStep();
      fireEvent.change(input, { target: { value: '300' } });
      expect(
        refuse(ref, { field: 'salaryAdjustment', label: '调薪金额', message: '调薪金额超出该职级的调薪上限' }),
      ).toBe(1);
      expect(await screen.findByText('调薪金额超出该职级的调薪上限')).toBeInTheDocument();
      expect(scrolled).toHaveBeenCalledWith(item, { block: 'center' });
      expect(document.activeElement).toBe(input);
    });
  });
});
