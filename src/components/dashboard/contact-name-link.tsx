import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * A dashboard row's name, linking to its contact's record (/contacts/<id>). The name itself is the link, so
 * the row costs no width (the leads table has none to spare at 1280 px). Every row has an email and so a
 * contact; a row read before its contact was linked shows the name alone.
 */
export function ContactNameLink({ contactId, children }: { contactId: string | null; children: ReactNode }) {
  if (!contactId) return <span className="font-medium">{children}</span>;
  return (
    <Link to={paths.contactRecord(contactId)} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
