import { ConfigProvider } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import SizeContext from 'antd/es/config-provider/SizeContext';
import { FormItemInputContext, FormItemPrefixContext } from 'antd/es/form/context';
import ErrorList from 'antd/es/form/ErrorList';
import useDebounce from 'antd/es/form/hooks/useDebounce';
import useFormStyle from 'antd/es/form/style';
import Col from 'antd/es/grid/col';
import Row from 'antd/es/grid/row';
import { type ReactNode, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';

/*
 * The sign-in form drawn as antd's `<Form layout="vertical" size="large" requiredMark={false}>`
 * with its `<Form.Item>`s draws it (the same elements, classes, error list and its motion), without
 * antd's form engine: rc-field-form and async-validator would be a fifth of the sign-in page's
 * JavaScript for two required fields (ARCHITECTURE §7, bench/README.md "Issue 40").
 */

const cls = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

function useFormClasses() {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('form');
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useFormStyle(prefixCls, rootCls);
  return { prefixCls, styleCls: cls(cssVarCls, rootCls, hashId) };
}

export function SignInForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const { prefixCls, styleCls } = useFormClasses();
  return (
    <form
      className={cls(
        prefixCls,
        `${prefixCls}-vertical`,
        `${prefixCls}-hide-required-mark`,
        `${prefixCls}-large`,
        styleCls,
      )}
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onSubmit();
      }}
    >
      <SizeContext.Provider value="large">{children}</SizeContext.Provider>
    </form>
  );
}

/** What a field's input takes from its item, as `<Form.Item>` hands it to its child. */
export interface SignInControlProps {
  id: string;
  'aria-required': 'true';
  'aria-invalid'?: 'true';
  'aria-describedby'?: string;
}

interface FieldProps {
  name: string;
  label: string;
  /** The message under the field, if it is refused. */
  error: string | undefined;
  /** The user changed the value (antd then marks the item as passed while no error shows). */
  touched: boolean;
  children: (control: SignInControlProps) => ReactNode;
}

/** A required field of the sign-in form, as antd's FormItem (ItemHolder) renders one. */
export function SignInField({ name, label, error, touched, children }: FieldProps) {
  const { prefixCls, styleCls } = useFormClasses();
  const itemCls = `${prefixCls}-item`;
  const errors = useMemo(() => (error ? [error] : []), [error]);
  // As antd: a new error shows at once, a cleared one after 10 ms (no flicker while typing).
  const shownErrors = useDebounce(errors);
  const hasHelp = shownErrors.length > 0;
  const status: '' | 'error' | 'success' = error ? 'error' : touched ? 'success' : '';

  // The error list takes the item's bottom margin, so the fields below do not move.
  const itemRef = useRef<HTMLDivElement>(null);
  const [marginBottom, setMarginBottom] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (hasHelp && itemRef.current) {
      setMarginBottom(Number.parseInt(getComputedStyle(itemRef.current).marginBottom, 10));
    }
  }, [hasHelp]);

  const prefixContext = useMemo(() => ({ prefixCls, status: status || undefined }), [prefixCls, status]);
  const inputContext = useMemo(
    () => ({ status, errors, warnings: [], hasFeedback: false, isFormItemInput: true, name }),
    [status, errors, name],
  );
  const control: SignInControlProps = {
    id: name,
    'aria-required': 'true',
    ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${name}_help` } : {}),
  };

  return (
    <div
      ref={itemRef}
      className={cls(
        itemCls,
        styleCls,
        hasHelp && `${itemCls}-with-help`,
        status && `${itemCls}-has-${status}`,
        `${itemCls}-vertical`,
      )}
    >
      <Row className={`${itemCls}-row`}>
        <Col className={`${itemCls}-label`}>
          <label htmlFor={name} className={`${itemCls}-required ${itemCls}-required-mark-hidden`} title={label}>
            {label}
          </label>
        </Col>
        <Col className={`${itemCls}-control`}>
          <div className={`${itemCls}-control-input`}>
            <div className={`${itemCls}-control-input-content`}>
              <FormItemInputContext.Provider value={inputContext}>{children(control)}</FormItemInputContext.Provider>
            </div>
          </div>
          {(marginBottom !== null || hasHelp) && (
            <div className={`${itemCls}-additional`} style={marginBottom ? { minHeight: marginBottom } : {}}>
              <FormItemPrefixContext.Provider value={prefixContext}>
                <ErrorList
                  fieldId={name}
                  errors={shownErrors}
                  helpStatus={status || undefined}
                  className={`${itemCls}-explain-connected`}
                  onVisibleChanged={(visible) => {
                    if (!visible && !hasHelp) setMarginBottom(null);
                  }}
                />
              </FormItemPrefixContext.Provider>
            </div>
          )}
        </Col>
      </Row>
      {!!marginBottom && <div className={`${itemCls}-margin-offset`} style={{ marginBottom: -marginBottom }} />}
    </div>
  );
}
