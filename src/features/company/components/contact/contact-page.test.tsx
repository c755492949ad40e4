import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewInquiry } from '@/lib/inquiries/create-inquiry';
import { renderRoute } from '@/testing/render-route';
import { ContactPage } from './contact-page';
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

const renderContact = (url = '/contact') => renderRoute(<ContactPage />, { path: '/contact', url });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fillField(user, screen.getByLabelText('First name'), 'Ana');
  await fillField(user, screen.getByLabelText('Last name'), 'Lopez');
  await fillField(user, screen.getByLabelText('Email'), 'ana@example.com');
  await fillField(user, screen.getByLabelText('Message'), 'Pricing for 3 locations?');
}

describe('Contact page', () => {
  beforeEach(() => {
    api.submitInquiry.mockReset();
    api.prepareInquiry.mockReset();
  });

  it('shows inline errors for the required fields, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    renderContact();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const firstName = screen.getByLabelText('First name');
    // The form's schema is loaded at its first use (decision 043): the check answers a moment later.
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Enter your first name.');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Choose a subject.');
    expect(screen.getByLabelText(/Business name/)).toHaveAttribute('aria-invalid', 'false');
    expect(api.submitInquiry).not.toHaveBeenCalled();
  });

  it('refuses an address that could carry a Bcc, and a name with a text-direction override', async () => {
    const user = userEvent.setup();
    renderContact('/contact?subject=sales');
    await fillValid(user);
    await user.clear(screen.getByLabelText('Email'));
    await fillField(user, screen.getByLabelText('Email'), 'o@shop.example?bcc=x%40evil.example');
    await user.type(screen.getByLabelText('Last name'), '\u202e');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Remove control or text-direction characters.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/valid email address/);
    expect(api.submitInquiry).not.toHaveBeenCalled();
  });

  it('preselects ?subject=, stores the message, and confirms only once it is stored', async () => {
    let store!: () => void;
    api.submitInquiry.mockReturnValue(new Promise<void>((resolve) => (store = resolve)));
    const user = userEvent.setup();
    renderContact('/contact?subject=sales');
    expect(screen.getByLabelText('Subject')).toHaveValue('sales');

    await fillValid(user);
    expect(api.prepareInquiry).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const [inquiry, id] = api.submitInquiry.mock.calls[0]!;
    expect(inquiry).toEqual({
      kind: 'contact',
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@example.com',
      businessName: null,
      subject: 'sales',
      message: 'Pricing for 3 locations?',
    });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByText(/reply within 24 hours/)).not.toBeInTheDocument();

    store();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Thanks, Ana! We have your message and will reply within 24 hours.',
      ),
    );
    expect(await screen.findByText('Message sent', { selector: '[data-title]' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps everything typed when the send fails, and retries with the same id', async () => {
    api.submitInquiry.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderContact('/contact?subject=support');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const alert = await screen.findByText(/We couldn't send your message. Please try again./, { selector: '[role=alert] p' });
    expect(alert).toBeInTheDocument();
    expect(await screen.findByText("We couldn't send your message. Please try again.", { selector: '[data-description]' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Message')).toHaveValue('Pricing for 3 locations?');
    expect(screen.getByLabelText('Subject')).toHaveValue('support');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(api.submitInquiry).toHaveBeenCalledTimes(2));
    expect(api.submitInquiry.mock.calls[1]![1]).toBe(api.submitInquiry.mock.calls[0]![1]);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('will reply within 24 hours'));
    expect(within(screen.getByRole('alert')).queryByText(/couldn't send/)).not.toBeInTheDocument();
  });

  it('confirms to a bot that filled the honeypot, and stores nothing', async () => {
    const user = userEvent.setup();
    const { container } = renderContact('/contact?subject=sales');
    const honeypot = container.querySelector<HTMLInputElement>('input[name="fax_extension"]')!;
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot.tabIndex).toBe(-1);
    await fillField(user, honeypot, 'bot was here');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thanks, Ana!'));
    expect(api.submitInquiry).not.toHaveBeenCalled();
  });

  it('ignores a subject the form does not offer', () => {
    renderContact('/contact?subject=lunch');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });
});
