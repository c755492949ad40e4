import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TestCheckoutRoute from './test-checkout';
import { renderRoute } from '@/testing/render-route';

const REFERENCE = '3f2c8a1e-5b7d-4c9a-8e6f-1a2b3c4d5e6f';
const open = (search: string) => renderRoute(<TestCheckoutRoute />, { path: '/test-checkout', url: `/test-checkout?${search}` });

describe('the demo test checkout (issue 27)', () => {
  it('is marked as a test and shows the plan and its price', () => {
    open('link=professional-annual');
    expect(screen.getByRole('note')).toHaveTextContent(/Test checkout: no real payment is taken/);
    expect(screen.getByRole('heading', { level: 2, name: 'Professional plan, annual' })).toBeInTheDocument();
    expect(screen.getByTestId('test-checkout-price')).toHaveTextContent('$3,348.00');
    expect(screen.getByText(/per year/)).toBeInTheDocument();
  });

  it('Pay (test) sends the purchase with the buyer the link carried, then confirms', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ delivered: true }));
    open(`link=starter-monthly&client_reference_id=${REFERENCE}&prefilled_email=maria%40bella.example.com`);
    expect(screen.getByLabelText('Email')).toHaveValue('maria@bella.example.com');
    await user.type(screen.getByLabelText(/Name on card/), 'Maria Rossi');
    await user.click(screen.getByRole('button', { name: 'Pay (test)' }));
    expect(await screen.findByText('Payment recorded (test).')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/demo/v1/test-checkout');
    expect(JSON.parse(String(init?.body))).toEqual({
      link: 'starter-monthly', amountMinor: 9900, currency: 'usd', email: 'maria@bella.example.com', name: 'Maria Rossi', reference: REFERENCE,
    });
  });

  it('says so when the demo backend does not answer, and charges nothing', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    open('link=premium&prefilled_email=a%40b.example');
    expect(screen.getByTestId('test-checkout-price')).toHaveTextContent('$249.00');
    await user.click(screen.getByRole('button', { name: 'Pay (test)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/local backend did not answer\. Nothing was charged/);
  });

  it('refuses a link that is not one of the site checkouts', () => {
    open('link=free-money');
    expect(screen.getByRole('alert')).toHaveTextContent("This is not one of the site's checkout links.");
    expect(screen.queryByRole('button', { name: 'Pay (test)' })).not.toBeInTheDocument();
  });
});
