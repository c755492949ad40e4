import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findOpenDialog } from '@/testing/dialogs';
import type { NewInquiry } from '@/lib/inquiries/create-inquiry';
import { DemoRequestButton } from './demo-request-button';
import { fillField } from '@/testing/fill-field';

const api = vi.hoisted(() => ({
  submitInquiry: vi.fn<(inquiry: NewInquiry, id: string) => Promise<void>>(),
  prepareInquiry: vi.fn(),
}));
vi.mock('@/lib/inquiries/submit-inquiry', () => ({
  submitInquiry: api.submitInquiry,
  prepareInquiry: api.prepareInquiry,
  submitErrorMessage: async (_error: unknown, fallback: string) => fallback,
}));

const renderButton = () =>
  render(
    <DemoRequestButton source="restaurant-reservation-ai" description="See it working.">
      Book a demo
    </DemoRequestButton>,
  );

async function openAndFill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Book a demo' }));
  const dialog = await findOpenDialog('dialog', { name: 'Request a Demo' }, { timeout: 15_000 });
  await fillField(user, within(dialog).getByLabelText(/Full Name/), 'Jordan Lee');
  await fillField(user, within(dialog).getByLabelText(/^Email/), 'jordan@example.com');
  return dialog;
}

describe('DemoRequestButton', () => {
  beforeEach(() => {
    api.submitInquiry.mockReset();
    api.prepareInquiry.mockReset();
  });

  it('loads the dialog on press, starts the data layer, and stores the request with its source', async () => {
    let store!: () => void;
    api.submitInquiry.mockReturnValue(new Promise<void>((resolve) => (store = resolve)));
    const user = userEvent.setup();
    renderButton();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openAndFill(user);
    expect(api.prepareInquiry).toHaveBeenCalled();
    expect(within(dialog).getByText('See it working.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Request Demo' }));

    // The form's schema loads at its first use: the check, then the sending, may come a little later.
    expect(await within(dialog).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(api.submitInquiry.mock.calls[0]![0]).toEqual({
      kind: 'demo',
      source: 'restaurant-reservation-ai',
      fullName: 'Jordan Lee',
      email: 'jordan@example.com',
      businessName: null,
      phone: null,
      message: null,
    });
    expect(screen.queryByText("Thanks! We'll reach out shortly with your demo details.")).not.toBeInTheDocument();

    store();
    expect(await screen.findByText("Thanks! We'll reach out shortly with your demo details.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Book a demo' })).toHaveFocus();
  });

  it('keeps the dialog and everything typed when the request fails, and retries with the same id', async () => {
    api.submitInquiry.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderButton();
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Request Demo' }));

    // The alert is always there (so it is announced): wait for what it says.
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent("We couldn't send your demo request. Please try again."),
    );
    expect(within(dialog).getByLabelText(/Full Name/)).toHaveValue('Jordan Lee');
    expect(within(dialog).getByRole('button', { name: 'Request Demo' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Request Demo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.submitInquiry.mock.calls[1]![1]).toBe(api.submitInquiry.mock.calls[0]![1]);
  });

  it('shows an inline error for an address the browser accepts but the database refuses', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Book a demo' }));
    const dialog = await findOpenDialog('dialog', {}, { timeout: 15_000 });
    await fillField(user, within(dialog).getByLabelText(/Full Name/), 'Jordan Lee');
    await fillField(user, within(dialog).getByLabelText(/^Email/), 'a%b@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Request Demo' }));
    expect(await within(dialog).findByText(/valid email address/)).toBeInTheDocument();
    expect(api.submitInquiry).not.toHaveBeenCalled();
  });
});
