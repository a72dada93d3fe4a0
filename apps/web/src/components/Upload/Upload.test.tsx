import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, http } from '../../api/http';
import * as feedback from '../../feedback';
import { checkFile, extensionOf } from './checks';
import { type Attachment, Upload } from './index';

describe('upload checks (spec §5)', () => {
  it('refuses an empty file', () => {
    expect(checkFile({ name: 'a.pdf', size: 0 }, 0, {})).toEqual({ key: 'upload.emptyFile', values: {} });
  });

  it('has no size limit unless one is set', () => {
    expect(checkFile({ name: 'a.pdf', size: 500 * 1024 * 1024 }, 0, {})).toBeNull();
    expect(checkFile({ name: 'a.pdf', size: 3 * 1024 * 1024 }, 0, { maxSizeMB: 2 })).toEqual({
      key: 'upload.tooLarge',
      values: { n: 2 },
    });
  });

  it('compares the lowercased extension with the accepted list', () => {
    expect(extensionOf('Scan.PDF')).toBe('pdf');
    expect(checkFile({ name: 'Scan.PDF', size: 1 }, 0, { accept: ['pdf', 'jpg'] })).toBeNull();
    expect(checkFile({ name: 'a.png', size: 1 }, 0, { accept: ['pdf', 'jpg'] })).toEqual({
      key: 'upload.badType',
      values: { list: 'pdf,jpg' },
    });
  });

  it('allows 10 files by default', () => {
    expect(checkFile({ name: 'a.pdf', size: 1 }, 9, {})).toBeNull();
    expect(checkFile({ name: 'a.pdf', size: 1 }, 10, {})).toEqual({
      key: 'upload.tooMany',
      values: { name: 'a.pdf', limit: 10 },
    });
  });
});

function pick(files: File[]) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

const file = (name: string, size = 4) => new File([new Uint8Array(size)], name, { type: 'application/octet-stream' });

describe('Upload', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the spec messages verbatim', async () => {
    const error = vi.spyOn(feedback, 'toastError').mockImplementation(() => {});
    const post = vi.spyOn(http, 'post');
    const existing: Attachment[] = [{ id: 1, fileName: 'old.pdf', routeUrl: '/f/1', byteLength: 10 }];
    render(<Upload accept={['pdf']} maxSizeMB={1} limit={1} value={existing} />);
    pick([file('empty.pdf', 0)]);
    pick([file('photo.png')]);
    pick([file('big.pdf', 2 * 1024 * 1024)]);
    pick([file('second.pdf')]);
    await waitFor(() => expect(error).toHaveBeenCalledTimes(4));
    expect(error.mock.calls.map((c) => c[0])).toEqual([
      '文件错误，请上传正确的文件',
      '文件格式错误仅限pdf格式',
      '文件大小超过限制，最大不超过1MB',
      '文件second.pdf上传失败，最多只能上传1个文件，请删除已上传的文件再重新上传！',
    ]);
    expect(post).not.toHaveBeenCalled();
  });

  it('uploads as multipart field `file`, lists name and size, and opens the file through a single-use link', async () => {
    const onChange = vi.fn();
    const post = vi.spyOn(http, 'post').mockResolvedValue({
      id: 7,
      fileName: '健康证.pdf',
      routeUrl: '/api/File/DownloadFile?attachmentId=7',
      byteLength: 2048,
    });
    render(<Upload onChange={onChange} />);
    pick([file('健康证.pdf')]);
    const name = await screen.findByRole('button', { name: '健康证.pdf' });
    expect(screen.getByText('2.0 KB')).toBeInTheDocument();
    const [url, body, config] = post.mock.calls[0] ?? [];
    expect(url).toBe('/api/File/UploadSingle');
    expect((body as FormData).get('file')).toBeInstanceOf(File);
    expect(config).toMatchObject({ silent: true });
    expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ id: 7 })]);

    // The tab cannot send the AccessToken header: a ticket link is asked for, and opened without
    // an opener. Nothing is fetched into a blob of the application's origin.
    post.mockClear();
    post.mockResolvedValue({
      id: 7,
      fileName: '健康证.pdf',
      routeUrl: '/api/File/DownloadFile?attachmentId=7&ticket=abc',
      byteLength: 2048,
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const fetchFile = vi.spyOn(http, 'fetchFile');
    URL.createObjectURL = vi.fn(() => 'blob:hris/7');
    fireEvent.click(name);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith('/api/File/GetFileDownloadUrl', { attachmentId: 7 });
    expect(open).toHaveBeenCalledWith(
      '/api/File/DownloadFile?attachmentId=7&ticket=abc',
      '_blank',
      'noopener,noreferrer',
    );
    expect(fetchFile).not.toHaveBeenCalled();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('offers and checks the types of its upload target', async () => {
    const error = vi.spyOn(feedback, 'toastError').mockImplementation(() => {});
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ id: 8, fileName: 'a.png', routeUrl: '/f/8', byteLength: 4 });
    const { unmount } = render(<Upload />);
    const input = () => document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input().accept).toBe('.jpg,.jpeg,.png,.gif,.webp,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx');
    pick([file('page.html')]);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('文件格式错误仅限jpg,jpeg,png,gif,webp,pdf,doc,docx,xls,xlsx,ppt,pptx格式'),
    );
    expect(post).not.toHaveBeenCalled();
    unmount();

    render(<Upload target="image" />);
    expect(input().accept).toBe('.jpg,.jpeg,.png,.gif,.webp');
    pick([file('a.png')]);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[0]).toBe('/api/File/UploadSingle?target=image');
  });

  it('a non-zero code shows the msg (or 上传失败) and keeps the file out', async () => {
    const error = vi.spyOn(feedback, 'toastError').mockImplementation(() => {});
    vi.spyOn(http, 'post')
      .mockRejectedValueOnce(new ApiError('x', 'envelope', 40001, '文件类型不支持'))
      .mockRejectedValueOnce(new ApiError('Error', 'envelope', 40001, ''));
    const onChange = vi.fn();
    render(<Upload onChange={onChange} />);
    pick([file('a.pdf')]);
    await waitFor(() => expect(error).toHaveBeenCalledWith('文件类型不支持'));
    pick([file('b.pdf')]);
    await waitFor(() => expect(error).toHaveBeenCalledWith('上传失败'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByTestId('upload-list')).not.toBeInTheDocument();
  });

  it('a failed request shows the spec §8 failure text with the file name', async () => {
    const error = vi.spyOn(feedback, 'toastError').mockImplementation(() => {});
    vi.spyOn(http, 'post').mockRejectedValue(new ApiError('Network Error', 'http', -1));
    render(<Upload />);
    pick([file('合同.pdf')]);
    await waitFor(() => expect(error).toHaveBeenCalledWith('文件【合同.pdf】上传失败，请刷新重试或联系系统管理员！'));
  });
});
