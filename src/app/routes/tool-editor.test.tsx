import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/testing/render-route';
import { allowConsoleErrors } from '@/testing/setup-tests';
import { provideAdoptedStyleSheets } from '@/widgets/testing/adopted-style-sheets';
import ToolEditorRoute from './tool-editor';

// jsdom has no adoptedStyleSheets: the preview then takes the path real browsers take.
let restoreSheets: () => void;
beforeAll(() => {
  restoreSheets = provideAdoptedStyleSheets();
});
afterAll(() => restoreSheets());

beforeEach(() => window.localStorage.clear());

/** The editor, once it knows whether an owner is signed in (Publish waits for that). */
async function renderEditor(slug = 'faq-accordion-builder') {
  const rendered = renderRoute(<ToolEditorRoute />, {
    path: '/tool/:slug/customize',
    url: `/tool/${slug}/customize`,
  });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Publish and get the code' })).toBeEnabled());
  return rendered;
}

/** What the live preview shows: the widget's own Shadow DOM, as customers' sites render it. */
const previewText = () => screen.getByTestId('widget-preview-host').shadowRoot?.textContent ?? '';

describe('the tool editor', () => {
  it('shows the settings beside the live widget, which follows what the owner types', async () => {
    const user = userEvent.setup();
    await renderEditor();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Customize FAQ Accordion Builder' }),
    ).toBeInTheDocument();
    const title = screen.getByLabelText('Title');
    expect(title).toHaveValue('Good to know before you visit');
    await waitFor(() => expect(previewText()).toContain('Good to know before you visit'));
    await user.clear(title);
    await user.type(title, 'Before your visit');
    await waitFor(() => expect(previewText()).toContain('Before your visit'));
    expect(previewText()).toContain('Do you take reservations?');
  });

  it('starts from a preset for another kind of business', async () => {
    const user = userEvent.setup();
    await renderEditor();
    await user.selectOptions(screen.getByLabelText('Start from a preset'), 'Medical clinic');
    expect(screen.getByLabelText('Title')).toHaveValue('Patient questions');
    await waitFor(() => expect(previewText()).toContain('Do I need a referral?'));
  });

  it('keeps the draft across a reload', async () => {
    const user = userEvent.setup();
    const first = await renderEditor();
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Kept in this browser');
    first.unmount();
    await renderEditor();
    expect(screen.getByLabelText('Title')).toHaveValue('Kept in this browser');
  });

  it('names a field the schema refuses, keeps the last good preview and does not publish', async () => {
    const user = userEvent.setup();
    await renderEditor();
    await waitFor(() => expect(previewText()).toContain('Do you take reservations?'));
    const question = screen.getAllByLabelText('Question')[0] as HTMLInputElement;
    await user.clear(question);
    expect(await screen.findByText('Fill this in')).toBeInTheDocument();
    expect(question).toHaveAttribute('aria-invalid', 'true');
    expect(previewText()).toContain('Do you take reservations?');
    await user.click(screen.getByRole('button', { name: 'Publish and get the code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fix the field marked above before publishing.',
    );
    expect(screen.queryByLabelText('Your email')).not.toBeInTheDocument();
  });

  it('asks a signed-out owner for their email before publishing, and refuses a malformed one', async () => {
    const user = userEvent.setup();
    await renderEditor('click-to-call-button');
    await user.click(screen.getByRole('button', { name: 'Publish and get the code' }));
    const section = screen.getByRole('region', { name: 'Put it on your website' });
    await user.type(within(section).getByLabelText('Your email'), 'not an address');
    await user.click(within(section).getByRole('button', { name: 'Email me a code' }));
    expect(
      await within(section).findByText('Enter your email address, such as name@business.com.'),
    ).toBeInTheDocument();
    expect(within(section).getByLabelText('Your email')).toHaveValue('not an address');
  });

  it('answers a tool that does not install itself with the not-found page', () => {
    allowConsoleErrors();
    renderRoute(<ToolEditorRoute />, {
      path: '/tool/:slug/customize',
      url: '/tool/google-reviews-widget/customize',
    });
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
  });
});
