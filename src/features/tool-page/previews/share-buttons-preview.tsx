import { AtSign, Link2, Mail, MessageCircle, Share2, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import type { PreviewProps } from './preview-props';

const NETWORKS = [
  // Brand colours, darkened where needed so white text keeps a 4.5:1 contrast.
  { name: 'Facebook', icon: ThumbsUp, colour: 'bg-[#1558b0]' },
  { name: 'X', icon: AtSign, colour: 'bg-black' },
  { name: 'LinkedIn', icon: Share2, colour: 'bg-[#0a66c2]' },
  { name: 'WhatsApp', icon: MessageCircle, colour: 'bg-[#075e54]' },
  { name: 'Email', icon: Mail, colour: 'bg-slate-700' },
  { name: 'Copy link', icon: Link2, colour: 'bg-slate-700' },
] as const;

/** A post from the business with a row of share buttons; the preview says where a share would go. */
export default function ShareButtonsPreview({ sample }: PreviewProps) {
  const [shared, setShared] = useState<string | null>(null);
  const [shares, setShares] = useState(128);
  const post = sample.posts[0];
  return (
    <article className="space-y-4 rounded-lg border bg-background p-5">
      <h3 className="text-lg font-bold">{post}</h3>
      <p className="text-sm text-muted-foreground">From the {sample.business} blog</p>
      <div role="group" aria-label="Share this page" className="flex flex-wrap gap-2">
        {NETWORKS.map(({ name, icon: Icon, colour }) => (
          <button
            key={name}
            type="button"
            aria-label={name === 'Copy link' ? 'Copy link' : `Share on ${name}`}
            onClick={() => {
              setShared(name);
              setShares((current) => current + 1);
            }}
            className={`${colour} flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2`}
          >
            <Icon aria-hidden="true" className="size-4" /> {name}
          </button>
        ))}
      </div>
      <p role="status" className="text-sm font-medium">
        {shares} shares
        {shared
          ? shared === 'Copy link'
            ? ' · Link copied (preview)'
            : ` · This would open ${shared} to share “${post}”`
          : ''}
      </p>
    </article>
  );
}
