import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PreviewProps } from './preview-props';
import { prefersReducedMotion } from './reduced-motion';

const PRIZES = ['10% off', 'Free gift', '15% off', 'Try again', '5% off', 'Free upgrade'] as const;
const SLICE = 360 / PRIZES.length;
const FILLS = ['#fde68a', '#bfdbfe', '#fecaca', '#e5e7eb', '#bbf7d0', '#ddd6fe'];

/** The point on the wheel's rim at an angle measured clockwise from the top. */
const rim = (degrees: number, radius = 48) => {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${50 + radius * Math.cos(radians)} ${50 + radius * Math.sin(radians)}`;
};

/**
 * A prize wheel that spins to a random prize under the pointer. The result is announced once the wheel
 * stops; a visitor who prefers reduced motion gets it at once, without the spin.
 */
export default function SpinWheelPreview({ sample }: PreviewProps) {
  const [turn, setTurn] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [landed, setLanded] = useState(0);
  const [prize, setPrize] = useState<number | null>(null);
  const spin = () => {
    const index = Math.floor(Math.random() * PRIZES.length);
    // Three whole turns, then on to the chosen slice's middle under the pointer at the top.
    const target = 360 - (index * SLICE + SLICE / 2);
    setTurn((current) => current - (current % 360) + 1080 + target);
    setLanded(index);
    setPrize(null);
    if (prefersReducedMotion()) setPrize(index);
    else setSpinning(true);
  };
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:justify-center sm:gap-8">
      <div aria-hidden="true" className="relative size-56">
        <div className="absolute left-1/2 top-0 z-10 size-0 -translate-x-1/2 border-x-8 border-t-[14px] border-x-transparent border-t-slate-800" />
        <svg
          viewBox="0 0 100 100"
          className="size-full transition-transform duration-[2500ms] ease-out motion-reduce:transition-none"
          style={{ transform: `rotate(${turn}deg)` }}
          onTransitionEnd={() => {
            setSpinning(false);
            setPrize(landed);
          }}
        >
          {PRIZES.map((label, index) => (
            <g key={label}>
              <path
                d={`M50 50 L${rim(index * SLICE)} A48 48 0 0 1 ${rim((index + 1) * SLICE)} Z`}
                fill={FILLS[index]}
                stroke="#fff"
              />
              <text
                x="50"
                y="16"
                fontSize="6"
                fontWeight="700"
                textAnchor="middle"
                fill="#1f2937"
                transform={`rotate(${index * SLICE + SLICE / 2} 50 50)`}
              >
                {label}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <div className="max-w-xs space-y-3 text-center sm:text-left">
        <h3 className="text-lg font-bold">Spin to win at {sample.business}</h3>
        <Button type="button" onClick={spin} disabled={spinning}>
          {spinning ? 'Spinning…' : 'Spin the wheel'}
        </Button>
        <p role="status" className="min-h-6 font-semibold">
          {prize === null
            ? ''
            : PRIZES[prize] === 'Try again'
              ? 'So close! Try again tomorrow.'
              : `You won: ${PRIZES[prize]}`}
        </p>
      </div>
    </div>
  );
}
