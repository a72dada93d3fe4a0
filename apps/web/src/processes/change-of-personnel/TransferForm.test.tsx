import { addDays, businessToday } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import type { WorkDetail } from '../../api/workflow';
import type { ProcessFormHandle } from '../types';
import { TransferAuditForm } from './AuditForm';
import { fromTransferForm, toTransferInput } from './fields';
import { TransferStartForm } from './StartForm';
import { TransferViewForm } from './ViewForm';

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const stored = {
  employeeId: 'E100006',
  employeeName: '刘美芳',
  changeTheType: 'shop',
  newShopCode: 'GZ001',
  newShopName: '广州天河店',
  newRegionName: '华南',
  shopCode: 'SH001',
  shopName: '上海南京西路店',
  regionName: '华东',
  positionName: '导购',
  newPositionName: '导购',
  rank: 'S1',
  newRank: 'S1',
  effectiveTime: addDays(businessToday(), -40),
  reason: '新店开业支援',
  crossRegion: true,
};
const detail = { target: { name: '刘美芳', employeeId: 'E100006' } } as unknown as WorkDetail;

describe('store transfer forms', () => {
  beforeEach(() => {
    vi.spyOn(http, 'post').mockResolvedValue([] as never);
  });
  afterEach(() => vi.restoreAllMocks());

  it('refuses an empty start with the field messages', async () => {
    const ref = createRef<ProcessFormHandle>();
    wrap(<TransferStartForm ref={ref} />);
    let collected: unknown;
    await act(async () => {
      collected = await ref.current?.collect();
    });
    expect(collected).toBeNull();
    expect(await screen.findByText('请选择员工')).toBeInTheDocument();
    expect(screen.getByText('请选择调入门店')).toBeInTheDocument();
    expect(screen.getByText('请填写异动原因')).toBeInTheDocument();
  });

  it('keeps the person and a date from before a rollback on a resubmission', async () => {
    const ref = createRef<ProcessFormHandle>();
    wrap(<TransferStartForm ref={ref} resubmit initial={stored} />);
    expect(screen.getByTestId('transfer-employee-fixed')).toHaveTextContent('刘美芳-E100006');
    let collected: Record<string, unknown> | null | undefined;
    await act(async () => {
      collected = await ref.current?.collect();
    });
    expect(collected).toMatchObject({
      employeeId: 'E100006',
      changeTheType: 'shop',
      newShopCode: 'GZ001',
      effectiveTime: stored.effectiveTime,
    });
    // 调店 sends no position: the server keeps the current one.
    expect(collected).not.toHaveProperty('newPosition');
  });

  it('asks for the new position and rank for 调店并调岗', () => {
    const input = toTransferInput({ ...fromTransferForm(stored), changeTheType: 'shopAndPosition', newRank: ' ' });
    expect(input).not.toHaveProperty('newRank');
    expect(
      toTransferInput({ ...fromTransferForm(stored), changeTheType: 'shopAndPosition', newPosition: 7, newRank: 'S3' }),
    ).toMatchObject({
      newPosition: 7,
      newRank: 'S3',
    });
  });

  it('shows both stores with their regions, and the receiving store sends only the date', async () => {
    wrap(<TransferViewForm form={stored} detail={detail} />);
    expect(screen.getByTestId('transfer-view-move')).toHaveTextContent('SH001 上海南京西路店 · 华东');
    expect(screen.getByTestId('transfer-view-move')).toHaveTextContent('GZ001 广州天河店 · 华南');
    expect(screen.getByTestId('transfer-view')).toHaveTextContent('跨区域调动');

    const ref = createRef<ProcessFormHandle>();
    const today = businessToday();
    wrap(
      <TransferAuditForm
        ref={ref}
        form={{ ...stored, effectiveTime: today }}
        detail={detail}
        editableFields={['effectiveTime']}
        nodeId={1803}
      />,
    );
    let collected: unknown;
    await act(async () => {
      collected = await ref.current?.collect();
    });
    expect(collected).toEqual({ effectiveTime: today });
  });
});
