import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HONEYPOT_FIELD_NAME } from '@/lib/honeypot';
import { usePublicForm, type PublicFormOptions } from './use-public-form';

const schema = z.object({ name: z.string().trim().min(1, 'Enter your name'), email: z.email('Enter an email') });
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;
type Callbacks = Pick<PublicFormOptions<Values, Output>, 'send' | 'onSent' | 'onFailed' | 'prepare'> &
  Partial<Pick<PublicFormOptions<Values, Output>, 'schema'>>;
const loadSchema = async () => schema;

function TestForm(callbacks: Callbacks) {
  const { honeypot, ...form } = usePublicForm<Values, Output>({
    id: 'test-form',
    schema: loadSchema,
    defaultValues: { name: '', email: '' },
    fields: ['name', 'email'],
    failureMessage: (error) => `Could not send: ${(error as Error).message}`,
    ...callbacks,
  });
  const errors = form.form.formState.errors;
  return (
    <form {...form.formProps}>
      <input aria-label="Name" {...form.form.register('name')} />
      <input aria-label="Email" {...form.form.register('email')} />
      <input aria-label="Trap" name={HONEYPOT_FIELD_NAME} ref={honeypot} defaultValue="" />
      {errors.name && <p>{errors.name.message}</p>}
      {form.error && <p role="alert">{form.error}</p>}
      <button type="submit" disabled={form.submitting}>
        {form.submitting ? 'Sending' : 'Send'}
      </button>
    </form>
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('usePublicForm', () => {
  it('sends checked values once, however often Send is pressed while it is on its way', async () => {
    const pending = deferred();
    const send = vi.fn(() => pending.promise);
    const onSent = vi.fn();
    render(<TestForm send={send} onSent={onSent} />);
    fill('Name', '  Ana ');
    fill('Email', 'ana@example.com');
    fireEvent.submit(screen.getByRole('button'));
    await screen.findByRole('button', { name: 'Sending' });
    fireEvent.submit(screen.getByRole('button'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com' });
    await act(async () => pending.resolve());
    expect(onSent).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('sends nothing while the schema finds a problem, and says what', async () => {
    const send = vi.fn(async () => {});
    render(<TestForm send={send} onSent={vi.fn()} />);
    fill('Email', 'ana@example.com');
    fireEvent.submit(screen.getByRole('button'));
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps every value after a failed send, shows the failure, and sends again on the next press', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const onSent = vi.fn();
    const onFailed = vi.fn();
    render(<TestForm send={send} onSent={onSent} onFailed={onFailed} />);
    fill('Name', 'Ana');
    fill('Email', 'ana@example.com');
    fireEvent.submit(screen.getByRole('button'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send: offline');
    expect(onFailed).toHaveBeenCalledWith('Could not send: offline');
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');
    fireEvent.submit(screen.getByRole('button'));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a bot that filled the honeypot it was sent, and sends nothing', async () => {
    const send = vi.fn(async () => {});
    const onSent = vi.fn();
    render(<TestForm send={send} onSent={onSent} />);
    fill('Name', 'Bot');
    fill('Email', 'bot@example.com');
    fill('Trap', 'x');
    fireEvent.submit(screen.getByRole('button'));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(send).not.toHaveBeenCalled();
  });

  it('prepares once, when the form is first focused or pressed', () => {
    const prepare = vi.fn();
    render(<TestForm send={vi.fn()} onSent={vi.fn()} prepare={prepare} />);
    fireEvent.focus(screen.getByLabelText('Name'));
    fireEvent.pointerDown(screen.getByLabelText('Email'));
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('loads the schema at the form\'s first use, not as it renders', async () => {
    const load = vi.fn(loadSchema);
    render(<TestForm send={vi.fn()} onSent={vi.fn()} schema={load} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByLabelText('Name'));
    fireEvent.submit(screen.getByRole('button'));
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when the schema cannot be loaded, keeps the values, and loads it again at the next press', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(loadSchema);
    const send = vi.fn(async () => {});
    const onSent = vi.fn();
    render(<TestForm send={send} onSent={onSent} schema={load} />);
    fill('Name', 'Ana');
    fill('Email', 'ana@example.com');
    fireEvent.submit(screen.getByRole('button'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send: offline');
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    fireEvent.submit(screen.getByRole('button'));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('sends what was typed into the prerendered form before the app started', async () => {
    const send = vi.fn(async () => {});
    const callbacks = { send, onSent: vi.fn() };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TestForm {...callbacks} />);
    document.body.append(container);
    (container.querySelector('[aria-label="Name"]') as HTMLInputElement).value = 'Early';
    (container.querySelector('[aria-label="Email"]') as HTMLInputElement).value = 'early@example.com';
    await act(async () => void hydrateRoot(container, <TestForm {...callbacks} />));
    fireEvent.submit(screen.getByRole('button'));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'Early', email: 'early@example.com' }));
  });

  it('prepares at once when the visitor filled the form before the app started (they touched it then)', async () => {
    const prepare = vi.fn();
    const callbacks = { send: vi.fn(), onSent: vi.fn(), prepare };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TestForm {...callbacks} />);
    document.body.append(container);
    (container.querySelector('[aria-label="Name"]') as HTMLInputElement).value = 'Early';
    await act(async () => void hydrateRoot(container, <TestForm {...callbacks} />));
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('does not prepare at the start of an untouched form', async () => {
    const prepare = vi.fn();
    const callbacks = { send: vi.fn(), onSent: vi.fn(), prepare };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TestForm {...callbacks} />);
    document.body.append(container);
    await act(async () => void hydrateRoot(container, <TestForm {...callbacks} />));
    expect(prepare).not.toHaveBeenCalled();
  });
});
