import { useEffect, useRef, useState } from 'react';

/**
 * A message being written in a thread (a quote's, a claim's): kept while it is on its way and when sending it failed,
 * so nothing typed is lost; cleared once it has gone. `sending` is the machine's busy state, `failed` its last error;
 * the view calls `sent()` when it sends the message (another move, such as accepting, leaves the draft alone).
 */
export function useMessageDraft(sending: boolean, failed: boolean) {
  const [text, setText] = useState('');
  const messageSent = useRef(false);
  const wasSending = useRef(sending);
  useEffect(() => {
    if (wasSending.current && !sending) {
      if (messageSent.current && !failed) setText('');
      messageSent.current = false;
    }
    wasSending.current = sending;
  }, [sending, failed]);
  return {
    text,
    setText,
    sent: () => {
      messageSent.current = true;
    },
  };
}
