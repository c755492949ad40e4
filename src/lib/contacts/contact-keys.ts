/**
 * The query keys of a contact's record, here so a task or note written from a dashboard row (components)
 * refreshes the contact screen (features/contacts) too.
 */
export const contactKeys = {
  all: ['contacts'] as const,
  contact: (id: string) => [...contactKeys.all, 'contact', id] as const,
  timeline: (id: string) => [...contactKeys.all, 'timeline', id] as const,
  widgets: (id: string) => [...contactKeys.all, 'widgets', id] as const,
};
