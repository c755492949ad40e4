export const widgetKeys = {
  all: ['my-widgets'] as const,
  list: () => [...widgetKeys.all, 'list'] as const,
  one: (id: string) => [...widgetKeys.all, 'one', id] as const,
  views: () => [...widgetKeys.all, 'views'] as const,
  plan: () => [...widgetKeys.all, 'plan'] as const,
  messages: (id: string) => [...widgetKeys.all, 'messages', id] as const,
  subscribers: (id: string) => [...widgetKeys.all, 'subscribers', id] as const,
  bookings: (id: string) => [...widgetKeys.all, 'bookings', id] as const,
};
