import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../api/http';
import * as download from '../../../utils/download';
import { WorkDocuments } from './Documents';
import '../../../processes/i18n';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('WorkDocuments', () => {
  it('downloads the 调动通知书 of a store transfer under the name the server gives', async () => {
    const blob = new Blob(['docx']);
    const fetchFile = vi.spyOn(http, 'fetchFile').mockResolvedValue({ blob, fileName: '调动通知书-王小明-E1.docx' });
    const save = vi.spyOn(download, 'saveBlob').mockImplementation(() => {});
    render(<WorkDocuments flowId={18} workId={42} />);
    fireEvent.click(screen.getByRole('button', { name: /下载调动通知书/ }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(blob, '调动通知书-王小明-E1.docx'));
    expect(fetchFile).toHaveBeenCalledWith('/api/File/GetTransferFile', { workId: 42 });
  });

  it('offers a 证明信 only the letter of its type', async () => {
    const fetchFile = vi.spyOn(http, 'fetchFile').mockResolvedValue({ blob: new Blob(['docx']), fileName: 'x.docx' });
    vi.spyOn(download, 'saveBlob').mockImplementation(() => {});
    render(<WorkDocuments flowId={25} workId={7} form={{ applyType: 1 }} />);
    expect(screen.getAllByTestId('wf-document-download')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /下载在职证明/ }));
    await waitFor(() => expect(fetchFile).toHaveBeenCalledWith('/api/File/GetOnJobProof', { workId: 7 }));
  });

  it('offers nothing for a process without documents', () => {
    render(<WorkDocuments flowId={8} workId={1} />);
    expect(screen.queryByTestId('wf-document-download')).toBeNull();
  });
});
