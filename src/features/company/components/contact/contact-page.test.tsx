import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { ContactPage } from './contact-page';

const openMailto = vi.hoisted(() => vi.fn());
vi.mock('../../lib/contact-mailto', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/contact-mailto')>()),
  openMailto,
}));

const renderContact = (url = '/contact') => renderRoute(<ContactPage />, { path: '/contact', url });

describe('Contact page', () => {
  beforeEach(() => openMailto.mockReset());

  it('shows inline errors for the required fields, focuses the first, and opens nothing', async () => {
    const user = userEvent.setup();
    renderContact();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const firstName = screen.getByLabelText('First name');
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Enter your first name.');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Choose a subject.');
    expect(screen.getByLabelText(/Business name/)).toHaveAttribute('aria-invalid', 'false');
    expect(openMailto).not.toHaveBeenCalled();
  });

  it('preselects ?subject= and hands a pre-filled email to the mail app', async () => {
    const user = userEvent.setup();
    renderContact('/contact?subject=sales');
    expect(screen.getByLabelText('Subject')).toHaveValue('sales');

    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Lopez');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Message'), 'Pricing for 3 locations?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(openMailto).toHaveBeenCalledTimes(1);
    const url = new URL(openMailto.mock.calls[0]![0] as string);
    expect(url.pathname).toBe('support@localboost.app');
    expect(url.searchParams.get('subject')).toBe('Talk to sales from Ana Lopez');
    expect(url.searchParams.get('body')).toContain('Pricing for 3 locations?');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your email app should now be open with your message pre-filled.');
    expect(within(status).getByRole('link', { name: 'support@localboost.app' })).toHaveAttribute(
      'href',
      url.href,
    );
  });

  it('ignores a subject the form does not offer', () => {
    renderContact('/contact?subject=lunch');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });
});
