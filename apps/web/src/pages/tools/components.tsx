import { Card, Col, Descriptions, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployeeSearchResult } from '../../api/user';
import { CashInput } from '../../components/CashInput';
import { EmployeeSearch, employeeLabel } from '../../components/EmployeeSearch';
import { type Attachment, Upload } from '../../components/Upload';
import { formatDate, formatDateTime } from '../../utils/date';

const ACCEPT = ['pdf', 'jpg', 'png', 'xlsx'];

/**
 * The shared form components of the shell, working against the real API (attachments are really
 * stored, the employee search is really scoped). A reference for the pages built on top of them;
 * hidden from the menu.
 */
export default function ComponentGallery() {
  const { t } = useTranslation();
  const [files, setFiles] = useState<Attachment[]>([]);
  const [employee, setEmployee] = useState<EmployeeSearchResult | undefined>();
  const [employeeId, setEmployeeId] = useState<string | undefined>();
  const [amount, setAmount] = useState('');
  const [now] = useState(() => new Date());

  return (
    <div className="hris-gallery">
      <Typography.Paragraph type="secondary">{t('gallery.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('gallery.upload')} className="hris-card-fill">
            <Typography.Paragraph type="secondary">{t('gallery.uploadHint')}</Typography.Paragraph>
            <Upload accept={ACCEPT} maxSizeMB={5} limit={3} value={files} onChange={setFiles} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('gallery.employee')} className="hris-card-fill">
            <Typography.Paragraph type="secondary">{t('gallery.employeeHint')}</Typography.Paragraph>
            <EmployeeSearch
              className="hris-gallery__field"
              value={employeeId}
              onChange={(id, row) => {
                setEmployeeId(id);
                setEmployee(row);
              }}
            />
            <div className="hris-gallery__value" data-testid="employee-value">
              {employee ? employeeLabel(employee) : '—'}
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('gallery.cash')} className="hris-card-fill">
            <Typography.Paragraph type="secondary">{t('gallery.cashHint')}</Typography.Paragraph>
            <CashInput
              className="hris-gallery__field"
              prefix="¥"
              value={amount}
              onChange={setAmount}
              placeholder="0.00"
              data-testid="cash-input"
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('gallery.dates')} className="hris-card-fill">
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'date', label: 'YYYY-MM-DD', children: formatDate(now) },
                { key: 'time', label: 'YYYY-MM-DD HH:mm', children: formatDateTime(now) },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
