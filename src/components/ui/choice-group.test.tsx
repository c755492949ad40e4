import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, startTransition, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceGroup, chosenInPage, shownFor } from './choice-group';

const PERIODS = ['monthly', 'annual'] as const;
type Period = (typeof PERIODS)[number];

/** A toggle and the content that differs per value, as the pricing page has them. */
function Prices({
  onChange = () => {},
  onRender = () => {},
}: {
  onChange?: (period: Period) => void;
  onRender?: (period: Period) => void;
}) {
  const [period, setPeriod] = useState<Period>(() => chosenInPage('billing', PERIODS) ?? 'monthly');
  onRender(period);
  return (
    <>
      <ChoiceGroup
        name="billing"
        label="Billing period"
        value={period}
        onValueChange={(next) => {
          setPeriod(next);
          onChange(next);
        }}
        options={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'annual', label: 'Annual' },
        ]}
      />
      {PERIODS.map((value) => (
        <p key={value} {...shownFor('billing', value)}>
          {value === 'annual' ? '$79' : '$99'}
        </p>
      ))}
    </>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ChoiceGroup', () => {
  it('is a group of native radios sharing the choice name; a press checks one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Prices onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Billing period' })).toBeInTheDocument();
    const monthly = screen.getByRole<HTMLInputElement>('radio', { name: 'Monthly' });
    const annual = screen.getByRole<HTMLInputElement>('radio', { name: 'Annual' });
    expect([monthly.name, annual.name]).toEqual(['billing', 'billing']);
    expect(monthly).toBeChecked();
    await user.click(annual);
    expect(annual).toBeChecked();
    expect(monthly).not.toBeChecked();
    expect(onChange).toHaveBeenCalledWith('annual');
  });

  it('shows, by its CSS, the content of the checked value only', async () => {
    const user = userEvent.setup();
    render(<Prices />);
    expect(screen.getByText('$99')).toBeVisible();
    expect(screen.getByText('$79')).not.toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    expect(screen.getByText('$79')).toBeVisible();
    expect(screen.getByText('$99')).not.toBeVisible();
  });

  it('reads, as it hydrates, the value the visitor checked before the app started', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Prices />);
    document.body.append(container);
    // The browser's own answer, before the app.
    screen.getByRole<HTMLInputElement>('radio', { name: 'Annual' }).click();
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Prices />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked();
    // Nothing checked by the visitor (the HTML's own value): nothing to read.
    document.body.innerHTML = renderToString(<Prices />);
    expect(chosenInPage('billing', PERIODS)).toBeUndefined();
  });

  it('keeps the value the visitor checked when React renders the page again before committing', async () => {
    // A part of the page still loading as the app hydrates: React renders the toggle, waits, and renders it
    // again. Hydrating the radios the first time marked the visitor's value as their default.
    let load!: () => void;
    const Later = lazy(
      () =>
        new Promise<{ default: () => ReactNode }>(
          (resolve) => (load = () => resolve({ default: () => <p>Later</p> })),
        ),
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <>
        <Prices />
        <p>Later</p>
      </>,
    );
    document.body.append(container);
    screen.getByRole<HTMLInputElement>('radio', { name: 'Annual' }).click();
    const rendered: Period[] = [];
    await act(async () => {
      startTransition(() => {
        hydrateRoot(
          container,
          <>
            <Prices onRender={(period) => rendered.push(period)} />
            <Later />
          </>,
        );
      });
    });
    await act(async () => load());
    expect(rendered.length).toBeGreaterThan(1);
    expect(rendered).toEqual(rendered.map(() => 'annual'));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Annual' }).defaultChecked).toBe(true);
  });
});
