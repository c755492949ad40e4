/** Added to the local-database banner when this browser holds the passwords' decryption key. */
export function BrowserKeyNote() {
  return (
    <p>
      Website passwords are encrypted; the decryption key is kept in this browser too, so you can reveal them here with
      one click. Clearing this site&apos;s data removes the key, and the stored passwords can no longer be read.
    </p>
  );
}
