const LINES = [
  { from: 'agent', text: 'Thanks for calling Bella Salon, this is Ava. How can I help?' },
  { from: 'caller', text: 'Hi, can I get a cut and color this Saturday?' },
  {
    from: 'agent',
    text: 'Saturday at 10:30 is open with Maria. Shall I book it and text you a confirmation?',
  },
] as const;

/** A sample call transcript that shows, rather than tells, what the agent sounds like. */
export function CallPreview() {
  return (
    <figure className="rounded-2xl border border-white/20 bg-white/10 p-5 shadow-2xl backdrop-blur">
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold">Incoming call</span>
        <span className="rounded-full bg-green-700 px-2 py-0.5 text-xs font-semibold text-white">
          Answered in 1 ring
        </span>
      </div>
      <ul className="mt-4 space-y-3 text-sm">
        {LINES.map((line) => (
          <li
            key={line.text}
            className={
              line.from === 'agent'
                ? 'mr-8 rounded-xl rounded-tl-none bg-white p-3 text-slate-900'
                : 'ml-8 rounded-xl rounded-tr-none bg-blue-900 p-3 text-white'
            }
          >
            <span className="sr-only">{line.from === 'agent' ? 'AI agent: ' : 'Caller: '}</span>
            {line.text}
          </li>
        ))}
      </ul>
      <figcaption className="mt-4 text-xs text-blue-100">
        Example call, booked and confirmed by text.
      </figcaption>
    </figure>
  );
}
