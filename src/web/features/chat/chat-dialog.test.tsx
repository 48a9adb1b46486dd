import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../shared/schemas/chat';
import { mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { ChatDialog } from './chat-dialog';

function message(id: string, role: ChatMessage['role'], content: string, createdAt: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { id, role, content, createdAt, ...extra };
}

/** POST /api/chat's answer: the reply's words as delta events, then the stored reply. */
function streamedReply(pieces: string[], reply: ChatMessage): Response {
  const events = [
    ...pieces.map((text) => `event: delta\ndata: ${JSON.stringify({ text })}\n\n`),
    `event: done\ndata: ${JSON.stringify({ message: reply })}\n\n`,
  ];
  return new Response(events.join(''), { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

describe('the assistant panel', () => {
  it('welcomes an empty conversation, and an example prompt sends itself and shows the reply', async () => {
    const stored: ChatMessage[] = [];
    const api = mockApi({
      'GET /api/chat': () => stored,
      'POST /api/chat': (request) => {
        const { content } = request.body as { content: string };
        const reply = message('m2', 'assistant', 'Nothing planned today.', '2026-03-04T12:00:01Z');
        stored.push(message('m1', 'user', content, '2026-03-04T12:00:00Z'), reply);
        return streamedReply(['Nothing ', 'planned today.'], reply);
      },
    });
    const { user } = renderWithApp(<ChatDialog open onOpenChange={() => {}} />);

    expect(await screen.findByRole('heading', { name: 'Welcome to your AI assistant' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "What's on today?" }));

    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(await within(messages).findByText('Nothing planned today.')).toBeInTheDocument();
    expect(within(messages).getByText("What's on today?")).toBeInTheDocument();
    expect(api.to('POST', '/api/chat').map((r) => r.body)).toEqual([{ role: 'user', content: "What's on today?" }]);
  });

  it('puts a time between messages more than five minutes apart, and an action button sends its word', async () => {
    const history = [
      message('m1', 'user', 'Add a focus block tomorrow at 9am', '2026-03-04T09:00:00Z'),
      message('m2', 'assistant', 'Added Focus tomorrow at 09:00.', '2026-03-04T09:00:02Z', { actions: ['undo'] }),
      message('m3', 'user', 'Who should I call?', '2026-03-04T09:30:00Z'),
      message('m4', 'assistant', 'Which one did you mean?', '2026-03-04T09:30:01Z', { choices: ['Ada', 'Grace'] }),
    ];
    const api = mockApi({
      'GET /api/chat': history,
      'POST /api/chat': () => streamedReply(['Undone.'], message('m5', 'assistant', 'Undone.', '2026-03-04T09:31:00Z')),
    });
    const { user } = renderWithApp(<ChatDialog open onOpenChange={() => {}} />);

    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(within(messages).getAllByRole('separator', { hidden: true })).toHaveLength(2);
    expect(within(messages).getByRole('button', { name: 'Ada' })).toBeInTheDocument();
    await user.click(within(messages).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.to('POST', '/api/chat')).toHaveLength(1));
    expect(api.to('POST', '/api/chat')[0].body).toEqual({ role: 'user', content: 'undo' });
  });

  it('keeps the panel open with focus in its message field while an Undo is answered', async () => {
    const history = [
      message('m1', 'user', 'Add yoga tomorrow at 8am', '2026-03-04T09:00:00Z'),
      message('m2', 'assistant', 'Done: I added "Yoga".', '2026-03-04T09:00:02Z', { actions: ['undo'] }),
    ];
    let answer: (reply: Response) => void = () => {};
    mockApi({
      'GET /api/chat': history,
      'POST /api/chat': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const onOpenChange = vi.fn();
    const { user } = renderWithApp(<ChatDialog open onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('dialog', { name: 'AI Assistant' });
    const field = within(dialog).getByLabelText('Message');

    await user.click(await within(dialog).findByRole('button', { name: 'Undo' }));
    expect(await within(dialog).findByText('Thinking…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(field).toHaveFocus();

    history.push(message('m3', 'user', 'undo', '2026-03-04T09:01:00Z'), message('m4', 'assistant', 'Undone: I removed "Yoga".', '2026-03-04T09:01:01Z'));
    answer(streamedReply(['Undone: I removed "Yoga".'], history[3]));
    expect(await within(dialog).findByText('Undone: I removed "Yoga".', { selector: 'div' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText('Thinking…')).not.toBeInTheDocument());
    expect(field).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'AI Assistant' })).toBe(dialog);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows a proposal with Confirm, Cancel and Change…, and each press answers the message it sits under', async () => {
    const proposal = message('m2', 'assistant', 'Here is what I\'d change:\n• Add "Dentist" Friday 3–4 PM\n• Move "Gym" to 7–8 PM', '2026-03-04T09:00:02Z', {
      actions: ['confirm', 'cancel'],
      proposal: { changes: ['Add "Dentist" Friday 3–4 PM', 'Move "Gym" to 7–8 PM'] },
      choices: ['Gym, Thu 12 Mar 6–7 PM'],
    });
    const api = mockApi({
      'GET /api/chat': [message('m1', 'user', 'dentist fri 3pm and gym to 7', '2026-03-04T09:00:00Z'), proposal],
      'POST /api/chat': () => streamedReply(['Done.'], message('m3', 'assistant', 'Done.', '2026-03-04T09:01:00Z')),
    });
    const { user } = renderWithApp(<ChatDialog open onOpenChange={() => {}} />);

    const group = await screen.findByRole('group', { name: 'Proposed changes' });
    expect(within(group).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gym, Thu 12 Mar 6–7 PM' })).not.toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Change…' }));
    await user.click(within(screen.getByRole('group', { name: 'Other choices' })).getByRole('button', { name: 'Gym, Thu 12 Mar 6–7 PM' }));
    await waitFor(() => expect(api.to('POST', '/api/chat')).toHaveLength(1));
    expect(api.to('POST', '/api/chat')[0].body).toEqual({
      role: 'user',
      content: 'Gym, Thu 12 Mar 6–7 PM',
      answer: { messageId: 'm2', action: 'choose', choice: 0 },
    });
    await user.click(within(group).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.to('POST', '/api/chat')).toHaveLength(2));
    expect(api.to('POST', '/api/chat')[1].body).toEqual({ role: 'user', content: 'Confirm', answer: { messageId: 'm2', action: 'confirm' } });
  });

  it('sends with Enter, adds a line with Shift+Enter, and clears the conversation after a confirmation', async () => {
    const api = mockApi({
      'GET /api/chat': [message('m1', 'user', 'Hello', '2026-03-04T09:00:00Z')],
      'POST /api/chat': () => streamedReply(['Hi.'], message('m3', 'assistant', 'Hi.', '2026-03-04T09:00:05Z')),
      'DELETE /api/chat': () => undefined,
    });
    const { user } = renderWithApp(<ChatDialog open onOpenChange={() => {}} />);
    await screen.findByRole('list', { name: 'Messages' });

    const field = screen.getByLabelText('Message');
    await user.type(field, 'first line{Shift>}{Enter}{/Shift}second line');
    expect(field).toHaveValue('first line\nsecond line');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.to('POST', '/api/chat')).toHaveLength(1));
    expect(api.to('POST', '/api/chat')[0].body).toEqual({ role: 'user', content: 'first line\nsecond line' });
    await waitFor(() => expect(field).toHaveValue(''));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Clear the conversation?' });
    await user.click(within(confirm).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(api.to('DELETE', '/api/chat')).toHaveLength(1));
    expect(await screen.findByText('Chat cleared')).toBeInTheDocument();
  });
});
