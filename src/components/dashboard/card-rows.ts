/*
 * Below `md` the staff dashboard's table shows each row as a card (docs/decisions/027-staff-layout.md): the
 * same table, cells and controls restyled, so every action stays where tests and screen readers find it.
 */

/** The table: rows become bordered cards; the header keeps only the select-all box and the sort buttons. */
export const CARD_TABLE = [
  'md:[&_td]:px-2 md:[&_th]:px-2',
  'max-md:block max-md:[&_thead]:block max-md:[&_tbody]:block max-md:[&_tbody]:space-y-3 max-md:[&_tbody]:pt-3',
  'max-md:[&_thead_tr]:flex max-md:[&_thead_tr]:flex-wrap max-md:[&_thead_tr]:items-center max-md:[&_thead_tr]:gap-x-1',
  'max-md:[&_tbody_tr]:flex max-md:[&_tbody_tr]:flex-wrap max-md:[&_tbody_tr]:items-start max-md:[&_tbody_tr]:gap-x-3 max-md:[&_tbody_tr]:gap-y-3',
  'max-md:[&_tbody_tr]:rounded-lg max-md:[&_tbody_tr]:border max-md:[&_tbody_tr]:p-3 max-md:[&_tbody_tr:last-child]:border',
  // The select box and the row's name share the card's first line; every other cell takes a line of its own.
  'max-md:[&_td]:block max-md:[&_td]:basis-full max-md:[&_td]:p-0',
  'max-md:[&_td:first-child]:basis-auto max-md:[&_td:nth-child(2)]:min-w-0 max-md:[&_td:nth-child(2)]:flex-1 max-md:[&_td:nth-child(2)]:basis-0',
].join(' ');

/** A header without a control of its own: hidden on a card, whose cells name themselves instead. */
export const CARD_HIDDEN_HEAD = 'max-md:hidden';

/** A cell that shows its column's name above its content on a card (from its data-label). */
export const CARD_LABELLED_CELL =
  'max-md:before:mb-1 max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]';
