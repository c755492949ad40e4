import { MessageCircle, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PreviewProps } from './preview-props';

interface Message {
  from: 'visitor' | 'business';
  text: string;
}

/** A chat bubble that opens a small conversation; suggested questions get the business's sample answers. */
export default function ChatBubble({ sample }: PreviewProps) {
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<Message[]>([]);
  const panelId = useId();
  const ask = (question: string, answer: string) =>
    setMessages((current) => [
      ...current,
      { from: 'visitor', text: question },
      { from: 'business', text: answer },
    ]);
  return (
    <div className="flex min-h-72 flex-col items-end justify-end gap-3">
      {open ? (
        <div
          id={panelId}
          role="group"
          aria-label={`Chat with ${sample.business}`}
          className="w-full max-w-sm rounded-lg border bg-background shadow-lg"
        >
          <p className="rounded-t-lg bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground">
            {sample.business}
          </p>
          <div role="log" aria-live="polite" className="max-h-56 space-y-2 overflow-y-auto p-4 text-sm">
            <p className="w-fit max-w-[85%] rounded-lg bg-muted px-3 py-2">Hi! How can we help you today?</p>
            {messages.map((message, index) => (
              <p
                key={index}
                className={
                  message.from === 'visitor'
                    ? 'ml-auto w-fit max-w-[85%] rounded-lg bg-primary px-3 py-2 text-primary-foreground'
                    : 'w-fit max-w-[85%] rounded-lg bg-muted px-3 py-2'
                }
              >
                <span className="sr-only">
                  {message.from === 'visitor' ? 'You: ' : `${sample.business}: `}
                </span>
                {message.text}
              </p>
            ))}
          </div>
          <div className="flex flex-wrap gap-2 border-t p-3">
            {sample.questions.map(({ question, answer }) => (
              <Button
                key={question}
                type="button"
                variant="outline"
                size="sm"
                className="h-auto whitespace-normal py-1.5 text-left"
                onClick={() => ask(question, answer)}
              >
                {question}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      <Button
        type="button"
        className="size-14 rounded-full shadow-lg"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? 'Close chat' : `Chat with ${sample.business}`}
        onClick={() => setOpen((current) => !current)}
      >
        {open ? (
          <X aria-hidden="true" className="!size-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="!size-6" />
        )}
      </Button>
    </div>
  );
}
