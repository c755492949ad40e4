/** Holds the preview's space while its chunk loads, so nothing below it moves. */
export function PreviewPlaceholder() {
  return (
    <p className="flex min-h-64 items-center justify-center text-sm text-muted-foreground">
      Loading the preview…
    </p>
  );
}
