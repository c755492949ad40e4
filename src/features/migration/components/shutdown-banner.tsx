import { TriangleAlert } from 'lucide-react';

export function ShutdownBanner({ message, detail }: { message: string; detail: string }) {
  return (
    <div className="bg-destructive text-destructive-foreground">
      <p className="container flex items-start justify-center gap-3 py-3 text-sm md:items-center md:text-base">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 md:mt-0" />
        <span>
          <strong className="font-semibold">{message}</strong> {detail}
        </span>
      </p>
    </div>
  );
}
