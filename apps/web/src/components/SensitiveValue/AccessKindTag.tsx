import { PII_ACCESS_KIND_TEXT, type TPiiAccessKind } from '@hris/contract';
import { Tag } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const KIND_COLOR: Record<TPiiAccessKind, string> = { reveal: 'blue', export: 'orange', document: 'default' };

/** 方式 of an access-log row (查看明文, 导出敏感信息, 生成文书) in the interface language. */
export function useAccessKindText() {
  const { i18n } = useTranslation();
  const en = i18n.language.startsWith('en');
  return useCallback((kind: TPiiAccessKind) => PII_ACCESS_KIND_TEXT[kind]?.[en ? 'en' : 'zh'] ?? kind, [en]);
}

export function AccessKindTag({ kind }: { kind: TPiiAccessKind }) {
  const kindText = useAccessKindText();
  return <Tag color={KIND_COLOR[kind]}>{kindText(kind)}</Tag>;
}
