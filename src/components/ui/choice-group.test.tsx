import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerBeforeApp, APP_OWNED } from '@/lib/first-paint/early-answers';
import { ChoiceGroup, chosenByPage, shownFor } from './choice-group';

const PERIODS = ['monthly', 'annual'] as const;
type Period = (typeof PERIODS)[number];

/** A toggle and the content that differs per value, as the pricing page has them. */
function Prices({ onChange = () => {} }: { onChange?: (period: Period) => void }) {
  const [period, setPeriod] = useState<Period>(() => chosenByPage('billing', PERIODS) ?? 'monthly');
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
        <p key={value} {...shownFor('billing', value, period)}>
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
  it('is a radio group: one value chosen, in the tab order alone; arrows move and choose; its content follows', async () => {
    const user = userEvent.setup();
    render(<Prices />);
    const monthly = screen.getByRole('radio', { name: 'Monthly' });
    const annual = screen.getByRole('radio', { name: 'Annual' });
    expect(screen.getByRole('radiogroup', { name: 'Billing period' })).toBeInTheDocument();
    expect(monthly).toHaveAttribute('aria-checked', 'true');
    expect([monthly.tabIndex, annual.tabIndex]).toEqual([0, -1]);
    expect(screen.getByText('$99')).toBeVisible();
    expect(screen.getByText('$79')).not.toBeVisible();

    await user.click(annual);
    expect(annual).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('$79')).toBeVisible();
    expect(screen.getByText('$99')).not.toBeVisible();
    // Pressing the chosen one again keeps it chosen.
    await user.click(annual);
    expect(annual).toHaveAttribute('aria-checked', 'true');

    await user.keyboard('{ArrowLeft}');
    expect(monthly).toHaveFocus();
    expect(monthly).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(annual).toHaveFocus();
    expect(screen.getByText('$79')).toBeVisible();
  });

  it('adopts, as it hydrates, the value the page chose before the app started, and tells its owner', async () => {
    const user = userEvent.setup();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Prices />);
    document.body.append(container);
    const annual = () => screen.getByRole('radio', { name: 'Annual' });
    // The page's own answer (the first script, before the app): chooses annual.
    expect(answerBeforeApp(annual())).toBe(true);
    expect(screen.getByText('$79')).toBeVisible();
    const onChange = vi.fn();
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Prices onChange={onChange} />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(annual()).toHaveAttribute(APP_OWNED);
    expect(annual()).toHaveAttribute('aria-checked', 'true');
    // The owner hears of it (the pricing page writes it to the URL).
    expect(onChange).toHaveBeenCalledWith('annual');
    // The app's now: the page's script leaves it alone, and presses are the app's.
    expect(answerBeforeApp(annual())).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByText('$99')).toBeVisible();
    expect(screen.getByText('$79')).not.toBeVisible();
  });
});
