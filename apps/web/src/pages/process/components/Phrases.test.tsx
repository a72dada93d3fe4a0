import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, http } from '../../../api/http';
import * as feedback from '../../../feedback';
import { movePhrase, PhrasesModal } from './Phrases';

/** The server's phrases, in their order; each call answers the list as it is then. */
function mockServer(initial: { id: number; text: string }[]) {
  let phrases = [...initial];
  let nextId = 10;
  return vi.spyOn(http, 'post').mockImplementation(async (url: string, body?: unknown) => {
    const input = body as { id?: number; text?: string; ids?: number[] };
    if (url === '/api/WF/GetMyPhrases') return phrases;
    if (url === '/api/WF/SaveMyPhrase') {
      if (phrases.some((p) => p.text === input.text && p.id !== input.id))
        throw new ApiError('已有相同的常用语', 'envelope', 40001, '已有相同的常用语');
      if (input.id) phrases = phrases.map((p) => (p.id === input.id ? { id: p.id, text: input.text ?? '' } : p));
      else phrases = [...phrases, { id: nextId++, text: input.text ?? '' }];
      return null;
    }
    if (url === '/api/WF/DeleteMyPhrase') {
      phrases = phrases.filter((p) => p.id !== input.id);
      return null;
    }
    if (url === '/api/WF/SortMyPhrases') {
      const byId = new Map(phrases.map((p) => [p.id, p]));
      phrases = (input.ids ?? []).map((id) => byId.get(id)!);
      return null;
    }
    throw new Error(`unexpected ${url}`);
  });
}

function renderModal() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PhrasesModal open onClose={() => {}} />
    </QueryClientProvider>,
  );
}

const texts = () => screen.getAllByTestId('phrase-item').map((item) => item.textContent);

describe('常用语 management', () => {
  beforeEach(() => {
    vi.spyOn(feedback, 'toastSuccess').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());
  // The delete confirmation closes with an animation on timers; let it end inside jsdom.
  afterAll(async () => {
    await new Promise((resolve) => setTimeout(resolve, 800));
  });

  it('moves a phrase one place, unchanged at either end', () => {
    expect(movePhrase([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
    expect(movePhrase([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(movePhrase([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(movePhrase([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });

  it('adds a phrase; an empty one or a duplicate is refused under the field', async () => {
    const post = mockServer([{ id: 1, text: '同意，请尽快办理' }]);
    renderModal();
    await screen.findByText('同意，请尽快办理');
    fireEvent.click(screen.getByTestId('phrase-add'));
    expect(await screen.findByText('请填写常用语')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('新常用语'), { target: { value: '同意，请尽快办理' } });
    fireEvent.click(screen.getByTestId('phrase-add'));
    expect(await screen.findByText('已有相同的常用语')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('新常用语'), { target: { value: ' 材料齐全 ' } });
    fireEvent.click(screen.getByTestId('phrase-add'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/WF/SaveMyPhrase', { text: '材料齐全' }, expect.anything()),
    );
    await waitFor(() => expect(texts()).toEqual(['同意，请尽快办理', '材料齐全']));
    expect(screen.getByLabelText('新常用语')).toHaveValue('');
  });

  it('reorders by keyboard-reachable buttons, saving the whole order and keeping the focus on the phrase', async () => {
    const post = mockServer([
      { id: 1, text: '甲' },
      { id: 2, text: '乙' },
      { id: 3, text: '丙' },
    ]);
    renderModal();
    await screen.findByText('甲');
    expect(screen.getByRole('button', { name: '上移：甲' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下移：丙' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: '下移：甲' }));
    expect(texts()).toEqual(['乙', '甲', '丙']);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/WF/SortMyPhrases', { ids: [2, 1, 3] }));
    expect(screen.getByTestId('phrase-announcement')).toHaveTextContent('「甲」已移到第 2 位');
    await waitFor(() => expect(screen.getByRole('button', { name: '下移：甲' })).toHaveFocus());

    // At the bottom the down button is disabled: the focus moves to the phrase's up button.
    fireEvent.click(screen.getByRole('button', { name: '下移：甲' }));
    expect(texts()).toEqual(['乙', '丙', '甲']);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/WF/SortMyPhrases', { ids: [2, 3, 1] }));
    await waitFor(() => expect(screen.getByRole('button', { name: '上移：甲' })).toHaveFocus());
  });

  it('edits a phrase in place and deletes one after confirming', async () => {
    const post = mockServer([
      { id: 1, text: '甲' },
      { id: 2, text: '乙' },
    ]);
    renderModal();
    await screen.findByText('甲');
    fireEvent.click(screen.getByRole('button', { name: '编辑：乙' }));
    const edit = await screen.findByLabelText('编辑常用语');
    expect(edit).toHaveValue('乙');
    fireEvent.change(edit, { target: { value: '乙（改）' } });
    fireEvent.click(screen.getByTestId('phrase-save'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/WF/SaveMyPhrase', { id: 2, text: '乙（改）' }, expect.anything()),
    );
    await waitFor(() => expect(texts()).toEqual(['甲', '乙（改）']));

    fireEvent.click(screen.getByRole('button', { name: '删除：甲' }));
    const confirm = await screen.findByTestId('phrase-delete-confirm');
    expect(screen.getAllByText('确定删除这条常用语吗？').length).toBeGreaterThan(0);
    fireEvent.click(confirm);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/WF/DeleteMyPhrase', { id: 1 }, expect.anything()));
    await waitFor(() => expect(texts()).toEqual(['乙（改）']));
  });
});
