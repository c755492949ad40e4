import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { viewStats } from '../lib/view-stats';
import { WidgetViews } from './widget-views';

const today = '2026-11-27';
const stats = viewStats(
  [{ widgetId: 'a', day: '2026-11-26', host: 'bistro.example', views: 9 }],
  today,
  [
    { widgetId: 'a', day: '2026-11-26', submissions: 2 },
    { widgetId: 'a', day: today, submissions: 1 },
  ],
).get('a')!;

describe("a widget's views in My tools", () => {
  it('gives a collecting kind its submissions beside the views, in the line and per day in the table', async () => {
    render(
      <WidgetViews name="Website form" publishedAt="2026-11-01T10:00:00Z" stats={stats} today={today} collected={['message', 'messages']} />,
    );
    const region = screen.getByRole('region', { name: 'Views of Website form' });
    expect(region).toHaveTextContent('9 views and 3 messages in the last 30 days, on bistro.example.');
    await userEvent.click(within(region).getByText('Views and messages per day and website'));
    const table = within(region).getByRole('table', { name: 'Views of Website form per day' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Day', 'Views', 'messages']);
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Nov 27', '0', '1', 'Nov 26', '9', '2']);
  });

  it('says only views for a kind that collects nothing', () => {
    render(<WidgetViews name="Call us" publishedAt="2026-11-01T10:00:00Z" stats={stats} today={today} />);
    expect(screen.getByRole('region', { name: 'Views of Call us' })).toHaveTextContent(
      '9 views in the last 30 days, on bistro.example.',
    );
  });
});
