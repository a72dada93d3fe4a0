import { addDays, businessToday } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { createRef, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import type { ProcessFormHandle } from '../types';
import { StaffEntryAuditForm } from './AuditForm';
import { arrivedOnTime, genderFromIdentity } from './fields';
import { StaffEntryStartForm } from './StartForm';

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const SHOPS = [
  {
    id: 1,
    shopCode: 'SH001',
    shopName: '上海南京西路店',
    city: '上海',
    province: '上海市',
    regionName: '华东',
    isOpen: true,
  },
];
const POSITIONS = [
  { id: 5, code: 'ST-CASH', name: '收银员', employeeType: 'store', defaultRank: 'S1' },
  { id: 1, code: 'ST-MGR', name: '店长', employeeType: 'store', defaultRank: 'S5' },
];

const stored = {
  inductionType: 'new',
  name: '王小明',
  gender: 'M',
  identityNumber: '110105199003071239',
  phone: '13800138000',
  employeeType: 'store',
  shopCode: 'SH001',
  shopName: '上海南京西路店',
  positionId: 5,
  positionName: '收银员',
  rank: 'S1',
  preEntryTime: '2026-12-01',
  probationMonths: 3,
  contractYears: 3,
  employeeRef: 1007,
  employeeId: 'E101007',
};

async function collect(ref: { current: ProcessFormHandle | null }) {
  let value: Record<string, unknown> | null | undefined;
  await act(async () => {
    value = await ref.current?.collect();
  });
  return value;
}

describe('onboarding start form', () => {
  beforeEach(() => {
    vi.spyOn(http, 'post').mockImplementation(async (url: string) => {
      if (url === '/api/Shop/GetShopCityInfo') return SHOPS;
      if (url === '/api/Orgs/GetPositionOptions') return POSITIONS;
      throw new Error(`unexpected ${url}`);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('chooses the only store, and a position fills its default rank', async () => {
    wrap(<StaffEntryStartForm />);
    expect(await screen.findByText('SH001 上海南京西路店')).toBeInTheDocument();
    const position = screen.getByRole('combobox', { name: '岗位' });
    fireEvent.mouseDown(position);
    fireEvent.click(await screen.findByTitle('店长'));
    await waitFor(() => expect(screen.getByLabelText('职级')).toHaveValue('S5'));
    // The default is a starting point: the HR may still change it.
    fireEvent.change(screen.getByLabelText('职级'), { target: { value: 'S4' } });
    expect(screen.getByLabelText('职级')).toHaveValue('S4');
  });

  it('shows the contract messages for a wrong identity number and phone', async () => {
    const ref = createRef<ProcessFormHandle>();
    wrap(<StaffEntryStartForm ref={ref} />);
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '王' } });
    fireEvent.change(screen.getByLabelText('身份证号码'), { target: { value: '110105199003071230' } });
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '1380013800' } });
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('姓名至少2个字')).toBeInTheDocument();
    expect(screen.getByText('身份证号码校验位不正确')).toBeInTheDocument();
    expect(screen.getByText('手机号码应为11位数字')).toBeInTheDocument();
    expect(screen.getByText('请选择岗位')).toBeInTheDocument();
    expect(screen.getByText('请选择预计入职日期')).toBeInTheDocument();
  });

  it('checks the identity number by the shared rule as it changes, and the gender against it', async () => {
    wrap(<StaffEntryStartForm />);
    const input = screen.getByLabelText('身份证号码');
    // A right check character around an impossible birth date (1999-13-40).
    fireEvent.change(input, { target: { value: '310104199913401234' } });
    expect(await screen.findByText('身份证号码中的出生日期无效')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('男'));
    fireEvent.change(input, { target: { value: '11010519491231002X' } });
    expect(await screen.findByText('性别与身份证号码不符（身份证号码为女）')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('身份证号码中的出生日期无效')).toBeNull());
    fireEvent.click(screen.getByLabelText('女'));
    await waitFor(() => expect(screen.queryByText('性别与身份证号码不符（身份证号码为女）')).toBeNull());
  });

  it('refuses an expected day long past, but keeps one a resubmission does not change', async () => {
    const today = businessToday();
    const ref = createRef<ProcessFormHandle>();
    const { unmount } = wrap(
      <StaffEntryStartForm ref={ref} initial={{ ...stored, preEntryTime: addDays(today, -31) }} />,
    );
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText(`预计入职日期不能早于${addDays(today, -30)}`)).toBeInTheDocument();
    unmount();
    const kept = createRef<ProcessFormHandle>();
    wrap(<StaffEntryStartForm ref={kept} initial={{ ...stored, preEntryTime: addDays(today, -31) }} resubmit />);
    expect(await collect(kept)).toMatchObject({ preEntryTime: addDays(today, -31) });
  });

  it('takes the gender from a valid identity number', async () => {
    wrap(<StaffEntryStartForm />);
    const input = screen.getByLabelText('身份证号码');
    fireEvent.change(input, { target: { value: '11010519491231002x' } });
    expect(input).toHaveValue('11010519491231002X');
    fireEvent.blur(input);
    await waitFor(() => expect(screen.getByLabelText('女')).toBeChecked());
  });

  it('collects the whole form for a resubmit, with the store locked', async () => {
    const ref = createRef<ProcessFormHandle>();
    wrap(<StaffEntryStartForm ref={ref} initial={stored} resubmit />);
    expect(screen.getByText('退回修改时不能更换门店；如需更换，请终止后重新发起')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '13900139000' } });
    const form = await collect(ref);
    expect(form).toMatchObject({
      inductionType: 'new',
      name: '王小明',
      identityNumber: '110105199003071239',
      phone: '13900139000',
      employeeType: 'store',
      shopCode: 'SH001',
      positionId: 5,
      rank: 'S1',
      preEntryTime: '2026-12-01',
      probationMonths: 3,
      contractYears: 3,
    });
  });

  it('keeps the masked identity number and phone of a returned form unchanged, and checks a new phone', async () => {
    const ref = createRef<ProcessFormHandle>();
    const masked = { ...stored, identityNumber: '1101**********1239', phone: '138****8000' };
    wrap(<StaffEntryStartForm ref={ref} initial={masked} resubmit />);
    expect(screen.getByLabelText('手机号码')).toHaveValue('138****8000');
    expect(screen.getAllByText('已隐藏显示：不修改则保持原值；如需更改，请输入完整的新号码')).toHaveLength(2);
    // Unchanged: the form goes without them (the server keeps the stored ones).
    const form = await collect(ref);
    expect(form).toMatchObject({ name: '王小明', shopCode: 'SH001', preEntryTime: '2026-12-01' });
    expect(form).not.toHaveProperty('identityNumber');
    expect(form).not.toHaveProperty('phone');

    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '1390013900' } });
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('手机号码应为11位数字')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '13900139000' } });
    expect(await collect(ref)).toMatchObject({ phone: '13900139000' });
  });
});

describe('onboarding arrival step (1203)', () => {
  afterEach(() => vi.restoreAllMocks());
  const detail = {
    target: {
      name: '王小明',
      employeeId: 'E101007',
      shopCode: 'SH001',
      shopName: '上海南京西路店',
      statusText: '入职中',
    },
  } as never;

  it('requires the actual arrival date', async () => {
    const ref = createRef<ProcessFormHandle>();
    render(
      <StaffEntryAuditForm
        ref={ref}
        form={stored}
        detail={detail}
        nodeId={1203}
        editableFields={['entryDate', 'isArrivalTimeTitle', 'remark']}
      />,
    );
    expect(screen.getByText('王小明')).toBeInTheDocument();
    expect(await collect(ref)).toBeNull();
    expect(await screen.findByText('请填写实际到岗日期')).toBeInTheDocument();
  });

  it('sends only the fields the step may edit', async () => {
    const today = businessToday();
    const ref = createRef<ProcessFormHandle>();
    render(
      <StaffEntryAuditForm
        ref={ref}
        form={{ ...stored, preEntryTime: addDays(today, -1), entryDate: today, isArrivalTimeTitle: false }}
        detail={detail}
        nodeId={1203}
        editableFields={['entryDate', 'isArrivalTimeTitle']}
      />,
    );
    expect(await collect(ref)).toEqual({ entryDate: today, isArrivalTimeTitle: false });
    expect(screen.queryByLabelText('备注')).toBeNull();
  });

  it('takes no arrival after today, nor long before the expected day', async () => {
    const today = businessToday();
    const future = createRef<ProcessFormHandle>();
    const { unmount } = render(
      <StaffEntryAuditForm
        ref={future}
        form={{ ...stored, preEntryTime: today, entryDate: addDays(today, 1) }}
        detail={detail}
        nodeId={1203}
        editableFields={['entryDate', 'isArrivalTimeTitle']}
      />,
    );
    expect(await collect(future)).toBeNull();
    expect(await screen.findByText('实际到岗日期不能晚于今天')).toBeInTheDocument();
    unmount();
    const early = createRef<ProcessFormHandle>();
    render(
      <StaffEntryAuditForm
        ref={early}
        form={{ ...stored, preEntryTime: today, entryDate: addDays(today, -31) }}
        detail={detail}
        nodeId={1203}
        editableFields={['entryDate', 'isArrivalTimeTitle']}
      />,
    );
    expect(await collect(early)).toBeNull();
    expect(
      await screen.findByText(`实际到岗日期不能早于${addDays(today, -30)}（预计入职日期前30天）`),
    ).toBeInTheDocument();
  });

  it('calls an arrival on or before the expected date on time', () => {
    expect(arrivedOnTime(dayjs('2026-12-01'), '2026-12-01')).toBe(true);
    expect(arrivedOnTime(dayjs('2026-11-30'), '2026-12-01')).toBe(true);
    expect(arrivedOnTime(dayjs('2026-12-02'), '2026-12-01')).toBe(false);
    expect(arrivedOnTime(null, '2026-12-01')).toBeUndefined();
    expect(genderFromIdentity('110105199003071239')).toBe('M');
    expect(genderFromIdentity('11010519491231002X')).toBe('F');
    expect(genderFromIdentity('110105199003071230')).toBeUndefined();
  });
});
