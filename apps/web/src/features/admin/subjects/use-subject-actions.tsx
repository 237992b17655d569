import { useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { List, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { TIMEOUTS_MS } from '@attendance/domain';
import { messageOf } from '../../../lib/api';
import { useTimedMessage } from '../../../lib/use-timed-message';
import type { Subject } from '../../../lib/queries/subjects';
import { useDeleteSubject, useUpdateSubject } from './api/subject-writes';
import { changedFields, draftOf, isIncomplete, type SubjectDraft } from './changes';
import { DetailList } from './components/DetailList';
import { failureWithReason, subjectMessages } from './messages';
import { useT } from '../../../lib/i18n/use-t';

interface Editing {
  subject: Subject;
  draft: SubjectDraft;
}

/**
 * Inline edit and delete of the Subject List, with their confirm dialogs. Focus returns to the
 * row's Edit button when editing ends, and to the heading when a row is deleted.
 */
export function useSubjectActions(
  classOf: (batch: string) => { year: number; semester: number } | undefined,
  heading: RefObject<HTMLHeadingElement | null>,
) {
  const t = useT();
  const messages = subjectMessages();
  const [editing, setEditing] = useState<Editing | null>(null);
  const status = useTimedMessage(0);
  const update = useUpdateSubject();
  const remove = useDeleteSubject();
  const editButtons = useRef(new Map<number, HTMLButtonElement>());

  function stopEditing(subjectID: number) {
    flushSync(() => setEditing(null));
    // An edit may move the subject out of the filtered batch; the heading then takes focus.
    (editButtons.current.get(subjectID) ?? heading.current)?.focus();
  }

  function start(subject: Subject) {
    status.clear();
    setEditing({ subject, draft: draftOf(subject) });
  }

  function change(draft: SubjectDraft) {
    setEditing((current) => current && { ...current, draft });
  }

  /** A new batch brings its class along, when its students say what it is; both stay editable. */
  function changeBatch(batch: string) {
    setEditing(
      (current) => current && { ...current, draft: { ...current.draft, batch, ...classOf(batch) } },
    );
  }

  function save() {
    if (!editing) return;
    const { subject, draft } = editing;
    if (isIncomplete(draft)) return status.show(messages.fillAllFields, true);
    const changes = changedFields(draftOf(subject), draft);
    if (changes.length === 0) return status.show(messages.noChanges, true);
    status.clear();
    modals.openConfirmModal({
      title: t('admin.subjectList.updateTitle', { code: subject.subjectCode }),
      children: (
        <>
          <Text size="sm">{t('admin.subjectList.willChange')}</Text>
          <List size="sm" my="xs" data-testid="changed-fields">
            {changes.map((c) => (
              <List.Item key={c.label}>
                {c.label}: {c.from} → {c.to}
              </List.Item>
            ))}
          </List>
          <Text size="sm">{t('admin.wantUpdate')}</Text>
        </>
      ),
      labels: { confirm: t('admin.subjectList.update'), cancel: t('common.cancel') },
      // The row re-renders while the dialog is open, so the button Mantine would refocus may be
      // gone; a cancelled update goes back to the row's Save.
      onExitTransitionEnd: () => {
        if (document.activeElement && document.activeElement !== document.body) return;
        document.querySelector<HTMLElement>('[data-subject-save]')?.focus();
      },
      onConfirm: () =>
        update.mutate(
          {
            subjectID: subject.subjectID,
            body: {
              subjectCode: draft.subjectCode.trim(),
              subjectName: draft.subjectName.trim(),
              batch: draft.batch,
              year: draft.year,
              semester: draft.semester,
              department: subject.department,
              isElective: draft.isElective ? 1 : 0,
            },
          },
          {
            onSuccess: (answer) => {
              status.show(messageOf(answer) ?? t('admin.subjectList.updated'));
              stopEditing(subject.subjectID);
            },
            onError: (error) => status.show(failureWithReason(messages.updateFailed, error), true),
          },
        ),
    });
  }

  function confirmDelete(subject: Subject) {
    modals.openConfirmModal({
      title: t('admin.subjectList.deleteTitle'),
      children: (
        <>
          <DetailList
            rows={[
              [t('admin.subjectCode'), subject.subjectCode],
              [t('admin.subjectName'), subject.subjectName],
              [t('admin.field.batch'), subject.batch],
            ]}
          />
          <Text size="sm" mt="xs">
            {t('admin.subjectList.deleteNote')}
          </Text>
        </>
      ),
      labels: { confirm: t('admin.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(subject.subjectID, {
          onSuccess: (answer) => {
            notifications.show({
              color: 'green',
              message: messageOf(answer) ?? t('admin.subjectList.deleted'),
              autoClose: TIMEOUTS_MS.longMessage,
            });
            setEditing((current) =>
              current?.subject.subjectID === subject.subjectID ? null : current,
            );
            heading.current?.focus();
          },
          // A failure stays until closed: its reason may need reading twice.
          onError: (error) =>
            notifications.show({
              color: 'red',
              message: failureWithReason(messages.deleteFailed, error),
              autoClose: false,
            }),
        }),
    });
  }

  return {
    editing,
    status: status.message,
    busy: update.isPending,
    editRef: (subjectID: number) => (button: HTMLButtonElement | null) => {
      if (button) editButtons.current.set(subjectID, button);
      else editButtons.current.delete(subjectID);
    },
    start,
    change,
    changeBatch,
    save,
    cancel: () => {
      if (!editing) return;
      status.clear();
      stopEditing(editing.subject.subjectID);
    },
    confirmDelete,
  };
}
