import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { readEnteredFields, useFieldsFromDom } from './use-fields-from-dom';

type Values = { name: string; kind: string; goals: string[]; note: string; time: string };
const EMPTY: Values = { name: '', kind: '', goals: [], note: '', time: '' };
const FIELDS = ['name', 'kind', 'goals', 'note', 'time'] as const;

function Form({
  onValues,
  onSubmit,
}: {
  onValues?: (values: Values) => void;
  onSubmit?: (values: Values) => void;
}) {
  const form = useForm<Values>({ defaultValues: EMPTY });
  const sync = useFieldsFromDom('test-form', FIELDS, form);
  // eslint-disable-next-line react-hooks/incompatible-library -- a test probe, read on every render
  onValues?.(form.watch());
  return (
    <form
      id="test-form"
      onSubmit={(event) => {
        event.preventDefault();
        sync();
        onSubmit?.(form.getValues());
      }}
    >
      <input aria-label="Name" {...form.register('name')} />
      <input type="radio" aria-label="Cafe" value="cafe" {...form.register('kind')} />
      <input type="radio" aria-label="Salon" value="salon" {...form.register('kind')} />
      <input type="checkbox" aria-label="Leads" value="leads" {...form.register('goals')} />
      <input type="checkbox" aria-label="Reviews" value="reviews" {...form.register('goals')} />
      <textarea aria-label="Note" {...form.register('note')} />
      <select aria-label="Time" {...form.register('time')}>
        <option value="">Any time</option>
        <option value="morning">Morning</option>
      </select>
      <input aria-label="Trap" name="company_website" defaultValue="" />
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useFieldsFromDom', () => {
  it('reads nothing from a form the visitor has not touched, or one not on the page', () => {
    document.body.innerHTML = renderToString(<Form />);
    expect(readEnteredFields('test-form')).toBeNull();
    expect(readEnteredFields('no-such-form')).toBeNull();
  });

  it('gives what was entered before hydration back to the form library, and nothing else', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    // The visitor types while the app loads.
    (container.querySelector('[aria-label="Name"]') as HTMLInputElement).value = 'Bean There';
    (container.querySelector('[aria-label="Salon"]') as HTMLInputElement).checked = true;
    (container.querySelector('[aria-label="Reviews"]') as HTMLInputElement).checked = true;
    (container.querySelector('[aria-label="Note"]') as HTMLTextAreaElement).value = 'Open late';
    (container.querySelector('[aria-label="Time"]') as HTMLSelectElement).value = 'morning';
    (container.querySelector('[aria-label="Trap"]') as HTMLInputElement).value = 'bot';
    expect(readEnteredFields('test-form')).toEqual({
      name: 'Bean There',
      kind: 'salon',
      goals: ['reviews'],
      note: 'Open late',
      time: 'morning',
      company_website: 'bot',
    });

    let latest: Values = EMPTY;
    await act(async () => {
      hydrateRoot(container, <Form onValues={(values) => (latest = values)} />);
    });
    expect(latest).toEqual({
      name: 'Bean There',
      kind: 'salon',
      goals: ['reviews'],
      note: 'Open late',
      time: 'morning',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Bean There');
    expect(screen.getByLabelText('Salon')).toBeChecked();
    expect(screen.getByLabelText('Reviews')).toBeChecked();
    expect(screen.getByLabelText('Leads')).not.toBeChecked();
    expect(screen.getByLabelText('Time')).toHaveValue('morning');
  });

  it('changes nothing when the app renders the form itself', () => {
    let latest: Values | undefined;
    render(<Form onValues={(values) => (latest = values)} />);
    expect(latest).toEqual(EMPTY);
  });

  it('takes in fields a script fills after the app has started, with an input event or none', async () => {
    let latest: Values = EMPTY;
    let sent: Values | undefined;
    render(<Form onValues={(values) => (latest = values)} onSubmit={(values) => (sent = values)} />);
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    const note = screen.getByLabelText('Note') as HTMLTextAreaElement;
    // Setting `value` from a script hides the change from React's change event.
    await act(async () => {
      name.value = 'Filled In';
      name.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(latest.name).toBe('Filled In');
    // No event at all: the pointer reaching into the form reads the fields again.
    await act(async () => {
      note.value = 'No events';
      note.dispatchEvent(new Event('pointerover', { bubbles: true }));
    });
    expect(latest.note).toBe('No events');
    // And a submit reads them at that moment.
    await act(async () => {
      (screen.getByLabelText('Time') as HTMLSelectElement).value = 'morning';
      screen.getByRole('button', { name: 'Send' }).click();
    });
    expect(sent).toMatchObject({ name: 'Filled In', note: 'No events', time: 'morning' });
  });

  it('never takes a chosen radio answer away when the group reads as none checked', async () => {
    let latest: Values = EMPTY;
    render(<Form onValues={(values) => (latest = values)} />);
    const cafe = screen.getByLabelText('Cafe') as HTMLInputElement;
    await act(async () => cafe.click());
    expect(latest.kind).toBe('cafe');
    // A render that has not caught up with the form shows the group unchecked; an event in the form then
    // reads the fields again.
    await act(async () => {
      cafe.checked = false;
      screen.getByLabelText('Name').dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(latest.kind).toBe('cafe');
    // A change to another answer still comes through.
    await act(async () => (screen.getByLabelText('Salon') as HTMLInputElement).click());
    expect(latest.kind).toBe('salon');
  });
});
