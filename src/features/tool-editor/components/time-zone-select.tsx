import { useMemo } from 'react';
import { inputClassName } from '@/components/ui/input';

type Aria = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

/** The browser's list of IANA time zones (Intl), the business's own first if it is not in it. */
export function TimeZoneSelect({
  aria,
  value,
  onChange,
}: {
  aria: Aria;
  value: string;
  onChange: (zone: string) => void;
}) {
  const zones = useMemo(() => {
    // The editor is no public page's first load; Intl is the only list of the browser's time zones.
    // eslint-disable-next-line no-restricted-globals
    const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
    return value && !known.includes(value) ? [value, ...known] : known;
  }, [value]);
  return (
    <select
      {...aria}
      className={inputClassName}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {zone.replace(/_/g, ' ')}
        </option>
      ))}
    </select>
  );
}
