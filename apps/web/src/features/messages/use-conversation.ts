import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { TYPING_STOP_DELAY_MS } from '@tabarru/contract/message-constants';
import type { ChatMessage } from '@tabarru/contract/messages';

import {
  useRealtime,
  useRealtimeConnect,
  useRealtimeEvent,
  type RealtimeSocket,
} from '../../lib/realtime';
import { contactsQueryKey } from './api/get-contacts';
import {
  conversationQueryKey,
  useConversationHistory,
  type ThreadRef,
} from './api/get-conversation';
import { useMarkConversationRead } from './api/mark-read';
import { sendMessage } from './api/send-message';
import { mergeMessages, withStatus, type StatusUpdates } from './conversation-state';

/** A message of this tab not stored yet: being sent, or refused and waiting for Retry. */
export interface PendingMessage {
  key: number;
  content: string;
  error: unknown;
}

function isVisible(): boolean {
  return document.visibilityState === 'visible';
}

/**
 * Tells the partner this member types: once at the first keystroke, then stop after 1.5 s without
 * one, on sending and on leaving. Typing goes only over a connected socket: a late "typing" after a
 * reconnection would say something false.
 */
function useTypingNotifier(socket: RealtimeSocket, partnerId: number) {
  const typing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stop = useCallback(() => {
    clearTimeout(timer.current);
    if (!typing.current) return;
    typing.current = false;
    socket.volatile.emit('stop_typing', { toUserId: partnerId });
  }, [socket, partnerId]);
  const keystroke = useCallback(() => {
    if (!typing.current) {
      typing.current = true;
      socket.volatile.emit('typing', { toUserId: partnerId });
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(stop, TYPING_STOP_DELAY_MS);
  }, [socket, partnerId, stop]);
  useEffect(() => stop, [stop]);
  return { keystroke, stop };
}

/**
 * One thread as this tab shows it (the member `thread.partnerId`, about the post
 * `thread.postId` or about none): the history (older pages on demand), what the socket brings
 * for this thread (the partner's messages, this member's from other tabs, statuses, typing),
 * and what this tab sends, about the thread's item. Opening it marks it read; a message from
 * the partner is reported read at once while the page is visible, otherwise when it becomes
 * visible. Messages are sent by POST /messages whether or not the socket is up, and one that
 * fails stays with its error. A message of another thread only refreshes the contacts list,
 * which counts it.
 */
export function useConversation(userId: number | undefined, thread: ThreadRef) {
  const { partnerId, postId } = thread;
  const queryClient = useQueryClient();
  const socket = useRealtime();
  const history = useConversationHistory(userId, thread);
  const markRead = useMarkConversationRead(userId);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [updates, setUpdates] = useState<StatusUpdates>(new Map());
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [partnerTyping, setPartnerTyping] = useState(false);
  /** this member's messages from the socket, held while one of this tab's is being sent */
  const [heldBack, setHeldBack] = useState<ChatMessage[]>([]);
  const nextKey = useRef(0);
  const typing = useTypingNotifier(socket, partnerId);

  const sending = pending.some((message) => message.error === undefined);
  const shownLive = useMemo(
    () => (sending ? live : [...live, ...heldBack]),
    [sending, live, heldBack],
  );
  const messages = useMemo(
    () => mergeMessages(history.data?.pages ?? [], shownLive, updates),
    [history.data, shownLive, updates],
  );

  const mutateRead = markRead.mutate;
  const readAll = useCallback(
    () => mutateRead({ partnerId, postId }),
    [mutateRead, partnerId, postId],
  );
  const loaded = history.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    if (isVisible()) readAll();
    const onVisible = () => {
      if (isVisible()) readAll();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [loaded, readAll]);

  const addLive = (message: ChatMessage) => setLive((current) => [...current, message]);
  const refreshContacts = () =>
    void queryClient.invalidateQueries({ queryKey: contactsQueryKey(userId) });

  useRealtimeEvent('private_message', (event) => {
    if (event.fromUserId !== partnerId) return;
    if (event.threadPostId !== postId) {
      refreshContacts();
      return;
    }
    addLive({
      id: event.id,
      sender_id: event.fromUserId,
      content: event.message,
      timestamp: event.timestamp,
      status: event.status,
      post_id: event.postId ?? null,
      ask: event.ask,
    });
    setPartnerTyping(false);
    if (isVisible()) socket.emit('message_read', { messageId: event.id });
  });
  useRealtimeEvent('message_sent', (event) => {
    if (event.toUserId !== partnerId || event.threadPostId !== postId || userId === undefined) {
      return;
    }
    const message: ChatMessage = {
      id: event.id,
      sender_id: userId,
      content: event.message,
      timestamp: event.timestamp,
      status: event.status,
      post_id: event.postId ?? null,
      ask: event.ask,
    };
    // This tab's own message may come back before its reply: shown then, it would sit beside
    // its pending copy. What other tabs sent waits the few milliseconds too.
    if (sending) setHeldBack((current) => [...current, message]);
    else addLive(message);
  });
  useRealtimeEvent('message_status_update', ({ messageId, status }) => {
    setUpdates((current) => withStatus(current, messageId, status));
    refreshContacts();
  });
  useRealtimeEvent('typing', ({ fromUserId }) => {
    if (fromUserId === partnerId) setPartnerTyping(true);
  });
  useRealtimeEvent('stop_typing', ({ fromUserId }) => {
    if (fromUserId === partnerId) setPartnerTyping(false);
  });
  useRealtimeConnect(() => {
    setPartnerTyping(false);
    void queryClient.invalidateQueries(
      { queryKey: conversationQueryKey(userId, thread) },
      { cancelRefetch: false },
    );
    if (loaded && isVisible()) readAll();
  });

  const deliver = ({ key, content }: Omit<PendingMessage, 'error'>) => {
    sendMessage({
      receiver_id: partnerId,
      content,
      ...(postId !== null && { post_id: postId }),
    }).then(
      ({ id, timestamp }) => {
        setPending((current) => current.filter((message) => message.key !== key));
        if (userId !== undefined) {
          addLive({
            id,
            sender_id: userId,
            content,
            timestamp,
            status: 'sent',
            post_id: postId,
            // What the member types is an ordinary message; an ask's steps come from the API.
            ask: null,
          });
        }
        refreshContacts();
      },
      (error: unknown) =>
        setPending((current) =>
          current.map((message) => (message.key === key ? { ...message, error } : message)),
        ),
    );
  };

  /** Sends a message (trimmed; an empty one is ignored). */
  const send = (text: string) => {
    const content = text.trim();
    if (content === '') return;
    typing.stop();
    nextKey.current += 1;
    const message = { key: nextKey.current, content };
    setPending((current) => [...current, { ...message, error: undefined }]);
    deliver(message);
  };

  const retry = (key: number) => {
    const message = pending.find((candidate) => candidate.key === key);
    if (!message) return;
    setPending((current) =>
      current.map((candidate) =>
        candidate.key === key ? { ...candidate, error: undefined } : candidate,
      ),
    );
    deliver(message);
  };

  return {
    history,
    messages,
    pending,
    partnerTyping,
    send,
    retry,
    keystroke: typing.keystroke,
  };
}
