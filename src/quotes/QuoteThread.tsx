/** A quote's messages, oldest first; the reader's own side is "You" to a buyer, the buyer is "Buyer" to an operator. */
export function QuoteThread({ messages, reader }: { messages: readonly { author: string; text: string }[]; reader: 'buyer' | 'operator' }) {
  const who = (author: string) => (author === 'buyer' ? (reader === 'buyer' ? 'You' : 'Buyer') : 'FabricMart');
  return (
    <>
      <h2>Messages</h2>
      <ol className="quote-thread">
        {messages.length === 0 && <li className="muted">No messages yet.</li>}
        {messages.map((message, index) => (
          <li key={index} className={`quote-message quote-message-${message.author}`}>
            <strong>{who(message.author)}</strong> {message.text}
          </li>
        ))}
      </ol>
    </>
  );
}
