import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';

/** The element of a field: what its control's ref exposes (antd controls give `nativeElement`). */
function fieldNode(form: FormInstance, name: NamePath): HTMLElement | null {
  const instance: unknown = form.getFieldInstance(name);
  if (instance instanceof HTMLElement) return instance;
  const native = (instance as { nativeElement?: unknown } | undefined)?.nativeElement;
  return native instanceof HTMLElement ? native : null;
}

/**
 * After a refusal (the form's rules, the contract, the server), brings the first field showing a
 * message into the middle of the view and focuses it: the buttons sit in a sticky bar at the
 * bottom of the page, and a message left under it (or off screen) reads as "nothing happened".
 * The page's CSS gives form items a scroll margin as tall as that bar.
 */
export function revealFirstError(form: FormInstance): void {
  const refused = form
    .getFieldsError()
    .filter((field) => field.errors.length > 0)
    .map((field) => field.name);
  if (refused.length === 0) return;
  // First on the page, not first registered: a field shown after a choice registers last.
  let first: { name: NamePath; node: HTMLElement } | undefined;
  for (const name of refused) {
    const node = fieldNode(form, name);
    if (!node?.isConnected) continue;
    if (!first || node.compareDocumentPosition(first.node) & Node.DOCUMENT_POSITION_FOLLOWING) first = { name, node };
  }
  if (!first) {
    // A control without a ref to its element: antd finds it by the field's id.
    form.scrollToField(refused[0], { block: 'center', focus: true });
    return;
  }
  // The whole item, so the message under the control is in view as well (jsdom has no scrolling).
  (first.node.closest('.ant-form-item') ?? first.node).scrollIntoView?.({ block: 'center' });
  // A date picker opens its calendar on focus, over the message it should show.
  if (!first.node.closest('.ant-picker')) form.focusField(first.name);
}

/** The form's own rules; a refusal is brought into view. */
export async function passesRules(form: FormInstance): Promise<boolean> {
  try {
    await form.validateFields();
    return true;
  } catch {
    revealFirstError(form);
    return false;
  }
}

/** After `placed` server refusals went onto their fields, the first is brought into view; returns `placed`. */
export function revealPlaced(form: FormInstance, placed: number): number {
  if (placed > 0) revealFirstError(form);
  return placed;
}
