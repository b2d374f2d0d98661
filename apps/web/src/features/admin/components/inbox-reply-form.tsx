import { INBOX_REPLY_MAX } from '@mohalla/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, Textarea } from '@/components/ui/field';
import { useInboxAction } from '../api/inbox';
import { runAction } from '../lib/run-action';
import { useInboxTexts } from '../lib/use-admin-texts';

/** The reply to one message, mailed by the server; the server's refusal shows under the box. */
export function InboxReplyForm({ id, name, onClose }: { id: number; name: string; onClose: () => void }) {
  const inbox = useInboxTexts();
  const reply = useInboxAction('POST /admin/inbox/:id/reply');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reply.isPending) return;
    const refusal = await runAction(() => reply.mutateAsync({ params: { id }, body: { text } }));
    setError(refusal);
    if (!refusal) onClose();
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 flex flex-col gap-3">
      <FormField label={`${inbox.replyLabel} ${name}`} error={error ?? undefined} hint={inbox.replyHint}>
        {(control) => (
          <Textarea
            {...control}
            name="text"
            rows={5}
            maxLength={INBOX_REPLY_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onClose}>
          {inbox.cancel}
        </Button>
        <Button type="submit" isLoading={reply.isPending}>
          {inbox.send}
        </Button>
      </div>
    </form>
  );
}
