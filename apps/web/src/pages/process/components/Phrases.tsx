import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_PHRASE_LENGTH, MAX_PHRASES } from '@hris/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Form, Input, Modal, Space, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  approvalKeys,
  deleteMyPhrase,
  getMyPhrases,
  type Phrase,
  saveMyPhrase,
  sortMyPhrases,
} from '../../../api/approval';
import { ApiError } from '../../../api/http';
import { modal, toastSuccess } from '../../../feedback';
import '../../../processes/i18n';

/** Quick opinions everyone has, before the user's own. */
const FIXED_PHRASES = ['wf.opinion.phraseAgree', 'wf.opinion.phraseVerified', 'wf.opinion.phraseIncomplete'] as const;

function usePhrases(enabled = true) {
  return useQuery({ queryKey: approvalKeys.phrases, queryFn: getMyPhrases, staleTime: 5 * 60_000, enabled });
}

/**
 * The phrases above the opinion box: the fixed three, then the user's own in their order; picking
 * one puts it in the box. 管理常用语 opens the user's list.
 */
export function OpinionPhrases({ onPick }: { onPick: (text: string) => void }) {
  const { t } = useTranslation();
  const [managing, setManaging] = useState(false);
  const mine = usePhrases();
  return (
    <fieldset className="wf-phrases" data-testid="opinion-phrases">
      <legend className="hris-sr-only">{t('wf.phrases.group')}</legend>
      {FIXED_PHRASES.map((key) => (
        <Tag.CheckableTag key={key} checked={false} onChange={() => onPick(t(key))}>
          {t(key)}
        </Tag.CheckableTag>
      ))}
      {(mine.data ?? []).map((phrase) => (
        <Tag.CheckableTag
          key={phrase.id}
          checked={false}
          onChange={() => onPick(phrase.text)}
          className="wf-phrases__mine"
          data-testid="my-phrase"
        >
          {phrase.text}
        </Tag.CheckableTag>
      ))}
      <Button
        type="link"
        size="small"
        className="wf-phrases__manage"
        onClick={() => setManaging(true)}
        data-testid="phrases-manage"
      >
        {t('wf.phrases.manage')}
      </Button>
      <PhrasesModal open={managing} onClose={() => setManaging(false)} />
    </fieldset>
  );
}

/** Moves one id a place up (-1) or down (+1); the list unchanged at either end. */
export function movePhrase(ids: readonly number[], id: number, delta: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** The server's refusal (a duplicate, the limit) as the field's message; other failures were shown already. */
function refusal(error: unknown): string | null {
  return error instanceof ApiError && error.kind === 'envelope' ? error.message : null;
}

/**
 * 管理常用语: add, edit, reorder (上移 / 下移, by keyboard too) and delete the user's own phrases.
 * Order changes are saved at once; the list says where a moved phrase went.
 */
export function PhrasesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const phrases = usePhrases(open);
  const list = phrases.data ?? [];
  const [addForm] = Form.useForm<{ text: string }>();
  const [editForm] = Form.useForm<{ text: string }>();
  const [editing, setEditing] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  // After a move, the focus stays on the phrase moved: its button, or the other one at either end.
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; delta: -1 | 1 } | null>(null);
  const full = list.length >= MAX_PHRASES;

  const refresh = () => queryClient.invalidateQueries({ queryKey: approvalKeys.phrases });

  const add = useMutation({
    mutationFn: (text: string) => saveMyPhrase({ text }),
    onSuccess: async (result) => {
      toastSuccess(result.msg || t('wf.phrases.saved'));
      addForm.resetFields();
      await refresh();
    },
    onError: (error) => {
      const message = refusal(error);
      if (message) addForm.setFields([{ name: 'text', errors: [message] }]);
    },
  });

  const edit = useMutation({
    mutationFn: (input: { id: number; text: string }) => saveMyPhrase(input),
    onSuccess: async (result) => {
      toastSuccess(result.msg || t('wf.phrases.saved'));
      setEditing(null);
      await refresh();
    },
    onError: (error) => {
      const message = refusal(error);
      if (message) editForm.setFields([{ name: 'text', errors: [message] }]);
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteMyPhrase(id),
    onSuccess: async (result) => {
      toastSuccess(result.msg || t('wf.phrases.deleted'));
      await refresh();
    },
  });

  const sort = useMutation({
    mutationFn: (ids: number[]) => sortMyPhrases(ids),
    // A refused order (the list changed elsewhere) was reported; show the server's order again.
    onError: () => void refresh(),
  });

  const move = (phrase: Phrase, delta: -1 | 1) => {
    const ids = movePhrase(
      list.map((p) => p.id),
      phrase.id,
      delta,
    );
    const byId = new Map(list.map((p) => [p.id, p]));
    queryClient.setQueryData<Phrase[]>(
      approvalKeys.phrases,
      ids.map((id) => byId.get(id)).filter((p): p is Phrase => p !== undefined),
    );
    setAnnouncement(t('wf.phrases.moved', { text: phrase.text, n: ids.indexOf(phrase.id) + 1 }));
    setFocusAfterMove({ id: phrase.id, delta });
    sort.mutate(ids);
  };

  useEffect(() => {
    if (!focusAfterMove) return;
    const item = listRef.current?.querySelector(`[data-phrase-id="${focusAfterMove.id}"]`);
    const same = item?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.delta}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`[data-move="${-focusAfterMove.delta}"]`);
    (same && !same.disabled ? same : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const confirmDelete = (phrase: Phrase) =>
    modal().confirm({
      title: t('wf.phrases.deleteConfirm'),
      content: phrase.text,
      okText: t('wf.phrases.delete'),
      okButtonProps: { danger: true, 'data-testid': 'phrase-delete-confirm' },
      cancelText: t('wf.action.cancel'),
      onOk: () => remove.mutateAsync(phrase.id).catch(() => {}),
    });

  const textRules = [
    { required: true, whitespace: true, message: t('wf.phrases.required') },
    { max: MAX_PHRASE_LENGTH, message: t('wf.phrases.tooLong', { max: MAX_PHRASE_LENGTH }) },
  ];

  return (
    <Modal
      open={open}
      title={t('wf.phrases.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('wf.action.close')}</Button>}
      destroyOnHidden
      width={640}
      data-testid="phrases-modal"
    >
      <Form
        form={addForm}
        name="phraseAdd"
        layout="vertical"
        className="wf-phrase-add"
        onFinish={(values) => add.mutate(values.text.trim())}
        disabled={full}
      >
        <Form.Item
          label={t('wf.phrases.new')}
          name="text"
          rules={textRules}
          extra={
            full
              ? t('wf.phrases.full', { max: MAX_PHRASES })
              : t('wf.phrases.count', { count: list.length, max: MAX_PHRASES })
          }
        >
          <Input maxLength={MAX_PHRASE_LENGTH} placeholder={t('wf.phrases.placeholder')} data-testid="phrase-new" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          icon={<PlusOutlined />}
          loading={add.isPending}
          data-testid="phrase-add"
        >
          {t('wf.phrases.add')}
        </Button>
      </Form>

      <Typography.Title level={5} className="wf-phrase-list__title" id="wf-phrase-list-title">
        {t('wf.phrases.mine')}
      </Typography.Title>
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wf.phrases.empty')} />
      ) : (
        <ol className="wf-phrase-list" aria-labelledby="wf-phrase-list-title" ref={listRef} data-testid="phrase-list">
          {list.map((phrase, index) => (
            <li key={phrase.id} className="wf-phrase-list__item" data-phrase-id={phrase.id} data-testid="phrase-item">
              {editing === phrase.id ? (
                <Form
                  form={editForm}
                  name="phraseEdit"
                  layout="inline"
                  preserve={false}
                  initialValues={{ text: phrase.text }}
                  className="wf-phrase-list__edit"
                  onFinish={(values) => edit.mutate({ id: phrase.id, text: values.text.trim() })}
                >
                  <Form.Item name="text" rules={textRules} className="wf-phrase-list__edit-field">
                    <Input
                      maxLength={MAX_PHRASE_LENGTH}
                      aria-label={t('wf.phrases.editLabel')}
                      autoFocus
                      onKeyDown={(event) => {
                        if (event.key === 'Escape') {
                          event.stopPropagation();
                          setEditing(null);
                        }
                      }}
                      data-testid="phrase-edit-input"
                    />
                  </Form.Item>
                  <Space size={4}>
                    <Button
                      type="primary"
                      htmlType="submit"
                      size="small"
                      loading={edit.isPending}
                      data-testid="phrase-save"
                    >
                      {t('wf.phrases.save')}
                    </Button>
                    <Button size="small" onClick={() => setEditing(null)}>
                      {t('wf.action.cancel')}
                    </Button>
                  </Space>
                </Form>
              ) : (
                <>
                  <span className="wf-phrase-list__text">{phrase.text}</span>
                  <Space size={2} className="wf-phrase-list__actions">
                    <Tooltip title={t('wf.phrases.moveUp')}>
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowUpOutlined />}
                        aria-label={t('wf.phrases.moveUpOf', { text: phrase.text })}
                        disabled={index === 0}
                        onClick={() => move(phrase, -1)}
                        data-move="-1"
                        data-testid="phrase-up"
                      />
                    </Tooltip>
                    <Tooltip title={t('wf.phrases.moveDown')}>
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowDownOutlined />}
                        aria-label={t('wf.phrases.moveDownOf', { text: phrase.text })}
                        disabled={index === list.length - 1}
                        onClick={() => move(phrase, 1)}
                        data-move="1"
                        data-testid="phrase-down"
                      />
                    </Tooltip>
                    <Tooltip title={t('wf.phrases.edit')}>
                      <Button
                        type="text"
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={t('wf.phrases.editOf', { text: phrase.text })}
                        onClick={() => setEditing(phrase.id)}
                        data-testid="phrase-edit"
                      />
                    </Tooltip>
                    <Tooltip title={t('wf.phrases.delete')}>
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('wf.phrases.deleteOf', { text: phrase.text })}
                        onClick={() => confirmDelete(phrase)}
                        data-testid="phrase-delete"
                      />
                    </Tooltip>
                  </Space>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      <div className="hris-sr-only" aria-live="polite" data-testid="phrase-announcement">
        {announcement}
      </div>
    </Modal>
  );
}
