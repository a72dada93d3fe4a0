import {
  PII_DOCUMENT_PURPOSE_TEXT,
  PII_PURPOSE_TEXT,
  type PiiPurpose,
  piiFieldText,
  piiPlaceText,
  type TPiiLogRow,
} from '@hris/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type LogTexts = Pick<TPiiLogRow, 'fields' | 'fieldsText' | 'purpose' | 'purposeText'>;

/**
 * 字段, 原因 and 位置 of an access-log row in the interface language: the row's own Chinese texts, or
 * the contract's English for its field names, purpose key and place (one it does not know keeps the
 * row's text).
 */
export function useAccessLogTexts() {
  const { i18n } = useTranslation();
  const en = i18n.language.startsWith('en');
  return useMemo(
    () => ({
      fields: (row: LogTexts): string => (en ? row.fields.map((f) => piiFieldText(f).en).join(', ') : row.fieldsText),
      purpose: (row: LogTexts): string => {
        if (!en) return row.purposeText;
        if (row.purpose === 'document') return PII_DOCUMENT_PURPOSE_TEXT.en;
        return PII_PURPOSE_TEXT[row.purpose as PiiPurpose]?.en ?? row.purposeText;
      },
      place: (place: string): string => (en ? piiPlaceText(place).en : place),
    }),
    [en],
  );
}
