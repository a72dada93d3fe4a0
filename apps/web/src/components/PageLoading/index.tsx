import { Spin } from 'antd';

/** Placeholder while a page chunk or the first navigation loads. */
export function PageLoading({ fullscreen = true }: { fullscreen?: boolean }) {
  return (
    <div className={fullscreen ? 'hris-loading hris-loading--full' : 'hris-loading'}>
      <Spin size="large" />
    </div>
  );
}
