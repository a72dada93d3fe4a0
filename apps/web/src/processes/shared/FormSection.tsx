import type { ReactNode } from 'react';

/** A titled block of a process form (基本信息, 入职信息 …). */
export function FormSection({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="wf-section">
      <header className="wf-section__head">
        <h3 className="wf-section__title">{title}</h3>
        {extra && <div className="wf-section__extra">{extra}</div>}
      </header>
      {children}
    </section>
  );
}
