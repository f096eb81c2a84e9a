/** A quote's messages, oldest first; the reader's own side is "You" to a buyer, the buyer is "Buyer" to an operator. */
export function QuoteThread({
  messages,
  reader,
  level = 2,
}: {
  messages: readonly { author: string; text: string }[];
  reader: 'buyer' | 'operator';
  /** The heading's level under the page's: 4 inside an order card's claim. */
  level?: 2 | 4;
}) {
  const Heading = level === 4 ? 'h4' : 'h2';
  const who = (author: string) => (author === 'buyer' ? (reader === 'buyer' ? 'You' : 'Buyer') : 'FabricMart');
  return (
    <>
      <Heading>Messages</Heading>
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
