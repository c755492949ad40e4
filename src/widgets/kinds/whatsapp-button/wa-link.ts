/** The wa.me address that opens a chat with `phone` (E.164), the message prefilled. */
export function whatsappUrl(phone: string, message: string): string {
  const digits = phone.replace(/[^0-9]/g, '');
  return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
}
